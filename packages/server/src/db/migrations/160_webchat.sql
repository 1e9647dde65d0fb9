-- Web chat (decision 017): visitors of a Web channel's website. A visitor's token is kept only as its hash; their
-- chats and messages are the channel's like any customer's, under the number 'web:<visitor id>'.
CREATE TABLE webchat_visitors (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webchat_visitors_channel ON webchat_visitors (channel_id, created_at);

-- New visitors per client address (hashed) and channel in the current window: counted in one atomic statement,
-- so concurrent connections cannot start more than the budget allows.
CREATE TABLE webchat_visitor_budget (
  channel_id text NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  address_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (channel_id, address_hash)
);

-- When the customer rated the chat (chats.rating already holds the stars).
ALTER TABLE chats ADD COLUMN rated_at timestamptz;
