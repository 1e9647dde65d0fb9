-- Integration auth configs (GenAI, authType 5). The API key is stored sealed (AES-256-GCM, key outside the
-- database); only its last four characters are kept in clear, for the masked display.
CREATE TABLE auth_configs (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  auth_type integer NOT NULL,
  llm integer NOT NULL,
  apikey_sealed text NOT NULL,
  apikey_last4 text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_configs_name_unique ON auth_configs (enterprise_id, lower(name));
