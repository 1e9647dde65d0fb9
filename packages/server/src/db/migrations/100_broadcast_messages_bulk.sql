-- Accepting a broadcast to 100,000 recipients writes 100,000 queue rows in one transaction. The foreign key to
-- broadcasts cost a trigger and a lookup for each of them (about a third of the insert on PostgreSQL); the rows are
-- only ever written by the transaction that writes their broadcast (broadcastRows.ts) or from its staged chunks,
-- which keep the foreign key (below), so the check is dropped and
-- deleting a broadcast (or its enterprise, which deletes its broadcasts) still deletes its messages, by this trigger.
ALTER TABLE broadcast_messages DROP CONSTRAINT IF EXISTS broadcast_messages_broadcast_id_fkey;
CREATE FUNCTION broadcast_messages_broadcast_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM broadcast_messages bm USING deleted_broadcasts d WHERE bm.broadcast_id = d.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER broadcast_messages_broadcast_deleted AFTER DELETE ON broadcasts
  REFERENCING OLD TABLE AS deleted_broadcasts FOR EACH STATEMENT EXECUTE FUNCTION broadcast_messages_broadcast_deleted();

-- A large broadcast's recipients past its first chunk, rendered, waiting to become queue rows (stagedRecipients.ts):
-- one row per chunk, whose `recipients` is a JSON array of queue rows. `queued` and `rejected` count them for the
-- broadcast's counters meanwhile. Stored uncompressed: it is written once and read once, soon.
CREATE TABLE broadcast_staged (
  broadcast_id text NOT NULL REFERENCES broadcasts(id) ON DELETE CASCADE,
  first_seq integer NOT NULL,
  enterprise_id text NOT NULL,
  channel_id text,
  queued integer NOT NULL,
  rejected integer NOT NULL,
  recipients text NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (broadcast_id, first_seq)
);
ALTER TABLE broadcast_staged ALTER COLUMN recipients SET STORAGE EXTERNAL;
CREATE INDEX broadcast_staged_oldest ON broadcast_staged (staged_at);
