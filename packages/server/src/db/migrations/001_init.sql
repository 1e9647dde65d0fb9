-- Every row belongs to an enterprise; every query filters on enterprise_id.

CREATE TABLE enterprises (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  roles integer[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  name text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX api_keys_enterprise ON api_keys (enterprise_id);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE agents (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'nlp',
  config jsonb NOT NULL,
  training_status text NOT NULL DEFAULT 'Not Trained',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agents_name_unique ON agents (enterprise_id, lower(name));
CREATE INDEX agents_recent ON agents (enterprise_id, updated_at DESC, id);

-- Minimal for now: they exist so deleting an agent can refuse while it has children (code 101).
CREATE TABLE stories (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  agent_id text NOT NULL REFERENCES agents(id),
  name text NOT NULL
);
CREATE INDEX stories_agent ON stories (agent_id);

CREATE TABLE intents (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  agent_id text NOT NULL REFERENCES agents(id),
  name text NOT NULL
);
CREATE INDEX intents_agent ON intents (agent_id);
