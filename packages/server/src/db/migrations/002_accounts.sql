-- Accounts and access: activation, recovery, two-factor, throttling, departments, invitations, mail outbox.

ALTER TABLE users ADD COLUMN activated boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN two_factor_method text;
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN audio_settings jsonb NOT NULL DEFAULT '{"enable": false, "sounds": []}';
ALTER TABLE users ADD COLUMN chat_config jsonb NOT NULL DEFAULT '{}';
ALTER TABLE users ADD COLUMN enable_push boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN enable_chat_notification boolean NOT NULL DEFAULT true;

ALTER TABLE enterprises ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;

-- One-time codes sent by mail (activation, reset, admin reset) and pending two-factor challenges.
-- Only hashes are stored; a row is used once (used_at) and expires.
CREATE TABLE one_time_tokens (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  code_hash text,
  attempts integer NOT NULL DEFAULT 0,
  remove_existing boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

CREATE TABLE recovery_codes (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- Failed sign-ins per account (by lower-cased email, known or not), with a growing lockout.
CREATE TABLE login_throttle (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  lockouts integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

CREATE TABLE departments (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  manager text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX departments_name_unique ON departments (enterprise_id, lower(name));

CREATE TABLE department_users (
  department_id text NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  PRIMARY KEY (department_id, user_id)
);

CREATE TABLE invitations (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  email text NOT NULL,
  roles integer[] NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by text REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_enterprise ON invitations (enterprise_id, created_at DESC);

-- Mail written here when no SMTP server is configured; the operator reads it (and the log line).
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
