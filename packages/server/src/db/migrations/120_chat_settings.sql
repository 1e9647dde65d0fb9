-- Live chat (decision 016): how an enterprise's chats reach people (the bot, what hands over, the pickup time), and
-- how many messages in a row the bot has not understood in each chat.
CREATE TABLE chat_settings (
  enterprise_id text PRIMARY KEY REFERENCES enterprises(id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE chats ADD COLUMN out_of_scope_turns smallint NOT NULL DEFAULT 0;
ALTER TABLE chats ADD COLUMN bot_agent_id text;

-- Who wrote a chat's outbound message: the bot (with the intent it recognised and how sure it was), an agent, or
-- the system (the hand-over notice); null for messages sent outside chats (broadcasts, the channel's own send).
ALTER TABLE channel_messages ADD COLUMN author jsonb;
