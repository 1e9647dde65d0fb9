-- Library files uploaded to a WhatsApp Cloud API phone number (POST /<PHONE_NUMBER_ID>/media), with the id Meta
-- gave each: a message sends the file by that id while Meta keeps it (30 days) instead of uploading it again.
CREATE TABLE provider_media (
  channel_id text NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  file_id text NOT NULL REFERENCES stored_files(id) ON DELETE CASCADE,
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  media_id text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (channel_id, file_id)
);
CREATE INDEX provider_media_file ON provider_media (file_id);
