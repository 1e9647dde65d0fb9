-- Bot builder: the story tree, intents with phrases/responses/parameters, custom entities, trained models
-- and the Try-it exchanges recorded for the conversation reports.

ALTER TABLE stories ADD COLUMN parent_id text REFERENCES stories(id) ON DELETE CASCADE;
ALTER TABLE stories ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE stories ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX stories_name_unique ON stories (agent_id, lower(name));

ALTER TABLE intents ADD COLUMN story_id text REFERENCES stories(id) ON DELETE CASCADE;
ALTER TABLE intents ADD COLUMN utterances jsonb NOT NULL DEFAULT '[]';
ALTER TABLE intents ADD COLUMN responses jsonb NOT NULL DEFAULT '[]';
ALTER TABLE intents ADD COLUMN parameters jsonb NOT NULL DEFAULT '[]';
ALTER TABLE intents ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE intents ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX intents_name_unique ON intents (agent_id, lower(name));
CREATE INDEX intents_story ON intents (story_id, lower(name));

CREATE TABLE entities (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  agent_id text NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
  name text NOT NULL,
  entity_values jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX entities_name_unique ON entities (agent_id, lower(name));
CREATE INDEX entities_recent ON entities (agent_id, updated_at DESC, id);

-- The serialised model that serves predictions (kept when a later training fails).
CREATE TABLE agent_models (
  agent_id text PRIMARY KEY REFERENCES agents(id) ON DELETE CASCADE,
  model text NOT NULL,
  trained_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE conversation_messages (
  id text PRIMARY KEY,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  agent_id text NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
  session_id text NOT NULL,
  user_message text NOT NULL,
  created_on timestamptz NOT NULL DEFAULT now(),
  intent_identified boolean NOT NULL,
  intent text,
  confidence double precision NOT NULL DEFAULT 0,
  utterance text,
  bot_response text NOT NULL,
  emotion text,
  other_intent jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX conversation_messages_agent ON conversation_messages (agent_id, created_on DESC);
