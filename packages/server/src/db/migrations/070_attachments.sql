-- The attachment library (platform-shell §7.3 "Artifacts", "Upload"; broadcast-and-customer-master §2, §3, §7):
-- uploaded files, the attachments that use them, the buckets (folders) that group attachments, and the short-lived
-- access ids that open files in a browser. Every table carries enterprise_id so each query scopes by it, nested ids
-- included. `created_by` keeps the creator's id without a foreign key: deleting a user leaves the enterprise's
-- public attachments in place (and their private ones unseen), as with other records they made.

-- An uploaded file: its bytes live in the file storage under `storage_key`; what the upload found (type by content,
-- size, an image's pixel size) is kept here and copied into the attachments that use it.
CREATE TABLE stored_files (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  uploaded_by text NOT NULL,
  name text NOT NULL,
  mime_type text NOT NULL,
  size bigint NOT NULL,
  width integer,
  height integer,
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_files_enterprise ON stored_files (enterprise_id, created_at);

-- Private buckets are their creator's, public ones the enterprise's. A name is unique among the buckets one user
-- sees: the indexes hold it within each scope (even under concurrent requests), and the handlers refuse a private
-- bucket named like a public one (and the reverse) before inserting.
CREATE TABLE buckets (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX buckets_public_name ON buckets (enterprise_id, lower(name)) WHERE visibility = 'public';
CREATE UNIQUE INDEX buckets_private_name ON buckets (enterprise_id, created_by, lower(name)) WHERE visibility = 'private';

-- `data` is the artifact's data as the contract shows it (name, desc, address, url, text, and a file's facts);
-- `file_id` repeats data.fileId as a real reference, so a file cannot be deleted while an attachment uses it.
CREATE TABLE artifacts (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  type integer NOT NULL,
  visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
  dept_id text REFERENCES departments(id) ON DELETE SET NULL,
  bucket_id text REFERENCES buckets(id) ON DELETE SET NULL,
  file_id text REFERENCES stored_files(id),
  data jsonb NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The library's pages, newest first: everything a user sees, or one visibility (the dialog's tabs).
CREATE INDEX artifacts_newest ON artifacts (enterprise_id, updated_at DESC, id DESC);
CREATE INDEX artifacts_by_visibility ON artifacts (enterprise_id, visibility, updated_at DESC, id DESC);
CREATE INDEX artifacts_bucket ON artifacts (bucket_id) WHERE bucket_id IS NOT NULL;
CREATE INDEX artifacts_file ON artifacts (file_id) WHERE file_id IS NOT NULL;

-- Download access ids (platform-shell §7.1 "download/getId … x-access-id"): only a SHA-256 of the id is kept, so
-- the table opens no file if it is read.
CREATE TABLE download_access (
  id_hash text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX download_access_expiry ON download_access (expires_at);
