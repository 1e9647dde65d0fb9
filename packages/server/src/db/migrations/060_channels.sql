-- Messaging channels (platform-shell §3 "Channel", §7.3), their message templates (§7.4), the messages they sent
-- and received, and the virtual customers of a sandbox channel's simulator. Every table carries enterprise_id so
-- each query scopes by it, nested ids included.

-- A vendor's non-secret fields live in `config`; its secret fields (type password in the catalogue) are sealed
-- together as one JSON object (AES-256-GCM, context `channel:<enterpriseId>:<channelId>`) in `secrets_sealed`,
-- and only the last four characters of long ones are kept in clear for the masked display.
CREATE TABLE channels (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  type integer NOT NULL,
  vendor integer NOT NULL,
  dept_id text REFERENCES departments(id) ON DELETE SET NULL,
  contact_id text,
  config jsonb NOT NULL DEFAULT '{}',
  secrets_sealed text,
  secrets_last4 jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX channels_name_unique ON channels (enterprise_id, lower(name));

-- `review_at`: when the sandbox's review of a PENDING template ends (settled when templates are next read).
CREATE TABLE message_templates (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  name text NOT NULL,
  language text NOT NULL,
  category text NOT NULL,
  type text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED')),
  rejected_reason text,
  provider_template_id text,
  components jsonb NOT NULL,
  review_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX message_templates_unique ON message_templates (channel_id, name, language);
CREATE INDEX message_templates_enterprise ON message_templates (enterprise_id, updated_at DESC);
CREATE INDEX message_templates_pending ON message_templates (channel_id, review_at) WHERE status = 'PENDING';

-- `trans_id` is the provider's message id (WhatsApp's wamid): status webhooks find the message by it, and an
-- inbound message delivered twice is stored once. `deliver_at`, `sandbox_draw` and `sandbox_fails`: the sandbox's
-- pending delivery, decided when the message is sent from a random draw (0 to 100) against the failure rate.
CREATE TABLE channel_messages (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('out', 'in')),
  customer_number text NOT NULL,
  kind text NOT NULL,
  content jsonb NOT NULL,
  reply_to text,
  status text NOT NULL,
  statuses jsonb NOT NULL DEFAULT '[]',
  trans_id text,
  error_code integer,
  error_desc text,
  deliver_at timestamptz,
  sandbox_draw double precision,
  sandbox_fails boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channel_messages_conversation ON channel_messages (channel_id, customer_number, created_at);
CREATE INDEX channel_messages_newest ON channel_messages (channel_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX channel_messages_trans_id ON channel_messages (channel_id, trans_id) WHERE trans_id IS NOT NULL;
CREATE INDEX channel_messages_pending_delivery ON channel_messages (channel_id, deliver_at) WHERE deliver_at IS NOT NULL;

CREATE TABLE simulator_customers (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  name text NOT NULL,
  number text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (channel_id, number)
);
