-- Canned replies (decision 016): an enterprise's ready answers, each under a shortcut of its own.
CREATE TABLE chat_canned_replies (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  shortcut text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_canned_replies_shortcut ON chat_canned_replies (enterprise_id, shortcut);
