-- Live chat agents' availability (update_agent_status): 1 online (offered new chats), 2 away, 0 offline.
ALTER TABLE users ADD COLUMN agent_status smallint NOT NULL DEFAULT 1 CHECK (agent_status IN (0, 1, 2));
