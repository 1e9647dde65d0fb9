-- API keys can be given a lifetime; an expired key is refused like an unknown one.
ALTER TABLE api_keys ADD COLUMN expires_at timestamptz;
-- Non-administrators list only the keys they created.
CREATE INDEX api_keys_user ON api_keys (user_id);
