-- Live chat (decision 016): a chat per customer conversation on a channel, and the offers that make agents'
-- counters. States are platform-shell §4.3's codes (CREATED 0 … SUSPEND 5); the moves between them are the
-- contract's (CHAT_MOVES), applied as conditional updates.

-- `agent_ids`: the agents holding the chat. `due_at`: when a chat waiting for an agent is missed. A customer has
-- at most one chat of a channel that is not closed.
CREATE TABLE chats (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  customer_number text NOT NULL,
  department_id text REFERENCES departments(id) ON DELETE SET NULL,
  state smallint NOT NULL CHECK (state BETWEEN 0 AND 5),
  agent_ids text[] NOT NULL DEFAULT '{}',
  missed_reason text,
  jit_required boolean NOT NULL DEFAULT false,
  last_inbound_at timestamptz,
  due_at timestamptz,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  tags text[] NOT NULL DEFAULT '{}',
  pinned boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX chats_open ON chats (channel_id, customer_number) WHERE state <> 3;
CREATE INDEX chats_enterprise ON chats (enterprise_id, state, updated_at DESC);
CREATE INDEX chats_due ON chats (due_at) WHERE state = 1;

-- A chat waiting for an agent, offered to them by kind (platform-shell §2.6: Transferred, Live, Invited, Assigned,
-- Missed); `by_agent_id` is who transferred or invited. An agent's counters are counts of its offers; a pickup
-- deletes the offers it answers in the transaction that moves the chat, so of racing agents one wins.
CREATE TABLE chat_offers (
  chat_id text NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
  agent_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('Transferred', 'Live', 'Invited', 'Assigned', 'Missed')),
  enterprise_id text NOT NULL,
  by_agent_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chat_id, agent_id, kind)
);
CREATE INDEX chat_offers_agent ON chat_offers (agent_id, kind);

-- A chat's messages are its channel's messages (one store for statuses, errors and attachments).
ALTER TABLE channel_messages ADD COLUMN chat_id text;
CREATE INDEX channel_messages_chat ON channel_messages (chat_id, created_at) WHERE chat_id IS NOT NULL;
