-- Broadcasts (broadcast-and-customer-master §3): a template sent to many, and one row per recipient that is also
-- the durable dispatch queue (decision 015). Every table carries enterprise_id so each query scopes by it.

-- `template` is the template as it was when the broadcast was accepted (name, language, category, type,
-- components): what is queued is sent as rendered, whatever happens to the template afterwards. `request` keeps
-- what was asked (media, cards, mapping, the first typed numbers, picked customers, segment, resource).
CREATE TABLE broadcasts (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  channel_id text REFERENCES channels(id) ON DELETE SET NULL,
  channel_name text,
  template_id text,
  template_name text NOT NULL,
  template jsonb NOT NULL,
  name text NOT NULL,
  user_id text,
  user_name text NOT NULL,
  request jsonb NOT NULL,
  total integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX broadcasts_newest ON broadcasts (enterprise_id, created_at DESC, id DESC);

-- One per recipient. `id` is the message's idempotency key: the channel message it becomes has the same id, so
-- a message is recorded as sent at most once. States: rejected (never queued: `reason` says why), queued (due at
-- `due_at`), sending (claimed by a dispatcher until `lease_until`), done (handed to the provider; its delivery
-- status is the channel message's), failed (a permanent refusal, or temporary ones until the attempts ran out).
CREATE TABLE broadcast_messages (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL,
  broadcast_id text NOT NULL REFERENCES broadcasts(id) ON DELETE CASCADE,
  channel_id text,
  seq integer NOT NULL,
  to_number text NOT NULL,
  state text NOT NULL CHECK (state IN ('rejected', 'queued', 'sending', 'done', 'failed')),
  payload jsonb,
  reason text,
  error_code integer,
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz,
  lease_until timestamptz,
  sent_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX broadcast_messages_of ON broadcast_messages (broadcast_id, seq);
CREATE INDEX broadcast_messages_due ON broadcast_messages (channel_id, due_at, id) WHERE state = 'queued';
CREATE INDEX broadcast_messages_leased ON broadcast_messages (lease_until) WHERE state = 'sending';
CREATE INDEX broadcast_messages_waiting ON broadcast_messages (broadcast_id) WHERE state IN ('queued', 'sending');

-- Messages a channel may still send in the current second, shared by every server process (the per-number rate).
CREATE TABLE channel_send_windows (
  channel_id text PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL,
  used integer NOT NULL
);
