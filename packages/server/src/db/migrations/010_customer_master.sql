-- Customer master: attribute definitions, segments (tags), groups, customers, CSV uploads and their rejected rows.

CREATE TABLE cm_field_definitions (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  field_name text NOT NULL,
  position integer NOT NULL,
  -- The definition as the API shows it (label, help text, types, validations, ...), without id and index.
  definition jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cm_field_definitions_name ON cm_field_definitions (enterprise_id, lower(field_name));
CREATE INDEX cm_field_definitions_position ON cm_field_definitions (enterprise_id, position);

CREATE TABLE cm_tags (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cm_tags_name ON cm_tags (enterprise_id, lower(name));

CREATE TABLE cm_groups (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cm_groups_name ON cm_groups (enterprise_id, lower(name));

CREATE TABLE cm_customers (
  id text PRIMARY KEY,
  -- Insertion order: the list shows newest first without sorting a million rows.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Normalised: +<country code><number>; one customer per number and enterprise.
  phone_number text NOT NULL,
  whatsapp_number text NOT NULL DEFAULT '',
  facebook_id text NOT NULL DEFAULT '',
  insta_id text NOT NULL DEFAULT '',
  twitter_id text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  groups text[] NOT NULL DEFAULT '{}',
  -- Custom field values by definition id.
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cm_customers_phone ON cm_customers (enterprise_id, phone_number);
CREATE INDEX cm_customers_seq ON cm_customers (enterprise_id, seq DESC);
CREATE INDEX cm_customers_tags ON cm_customers USING gin (tags);
CREATE INDEX cm_customers_groups ON cm_customers USING gin (groups);
CREATE INDEX cm_customers_name ON cm_customers (enterprise_id, lower(name) text_pattern_ops);

CREATE TABLE cm_uploads (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  user_id text,
  -- Set once the multipart form is read (the file part may come before the segment field).
  segment_id text REFERENCES cm_tags(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_size bigint NOT NULL DEFAULT 0,
  -- Hex SHA-256 of the file, for the logs and to recognise a repeated upload.
  file_sha256 text NOT NULL DEFAULT '',
  user_headers jsonb NOT NULL DEFAULT '[]',
  header_mapping jsonb NOT NULL DEFAULT '[]',
  replace boolean NOT NULL DEFAULT false,
  -- PARSED (headers read, waiting for the mapping) -> WAITING (importing) -> COMPLETED | ERROR
  state text NOT NULL DEFAULT 'PARSED',
  -- Resumable cursor: the last file line whose outcome is committed, and how many bytes precede the next chunk.
  cursor_line integer NOT NULL DEFAULT 1,
  bytes_read bigint NOT NULL DEFAULT 0,
  total_lines integer NOT NULL DEFAULT 0,
  accepted_lines integer NOT NULL DEFAULT 0,
  error_lines integer NOT NULL DEFAULT 0,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX cm_uploads_list ON cm_uploads (enterprise_id, created_at DESC);
CREATE INDEX cm_uploads_waiting ON cm_uploads (state) WHERE state = 'WAITING';

-- The uploaded file itself, in chunks of up to 1 MiB, so PGlite and PostgreSQL keep it the same way.
CREATE TABLE cm_upload_chunks (
  upload_id text NOT NULL REFERENCES cm_uploads(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, seq)
);

CREATE TABLE cm_upload_errors (
  upload_id text NOT NULL REFERENCES cm_uploads(id) ON DELETE CASCADE,
  line integer NOT NULL,
  line_text text NOT NULL,
  messages jsonb NOT NULL,
  PRIMARY KEY (upload_id, line)
);
