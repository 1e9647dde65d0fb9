-- When a chat was handed to agents, first picked up, and missed: the chat dashboard's attended and missed chats
-- and its average pickup interval (platform-shell §3 "Dashboard graph data").
ALTER TABLE chats ADD COLUMN handed_at timestamptz;
ALTER TABLE chats ADD COLUMN picked_at timestamptz;
ALTER TABLE chats ADD COLUMN missed_at timestamptz;
CREATE INDEX chats_dashboard ON chats (enterprise_id, created_at);
