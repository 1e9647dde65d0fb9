-- Customer master at a million rows: cheaper bulk imports, segment counters, search over searchable custom fields.

-- A foreign key costs a trigger and a lookup for every inserted row (about half the cost of a COPY row here).
-- Customers are only ever written with the enterprise of a signed-in user or of an upload (which keeps its own
-- foreign key), so the check is dropped; deleting an enterprise still deletes its customers, by this trigger.
ALTER TABLE cm_customers DROP CONSTRAINT IF EXISTS cm_customers_enterprise_id_fkey;
CREATE FUNCTION cm_customers_enterprise_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cm_customers WHERE enterprise_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER cm_customers_enterprise_deleted AFTER DELETE ON enterprises
  FOR EACH ROW EXECUTE FUNCTION cm_customers_enterprise_deleted();

-- The words a customer is found by (name and the values of searchable custom fields), lower-cased and split by
-- the server (`customerSearchWords` in the contract), matched by prefix (`'word':*`). Replaces the lower(name)
-- index, which only served name prefixes.
ALTER TABLE cm_customers ADD COLUMN search tsvector NOT NULL DEFAULT '';
CREATE INDEX cm_customers_search ON cm_customers USING gin (search);
DROP INDEX cm_customers_name;

-- Imported customers have no groups: index only customers that have some (queries add `groups <> '{}'`).
DROP INDEX cm_customers_groups;
CREATE INDEX cm_customers_groups ON cm_customers USING gin (groups) WHERE groups <> '{}';

-- Members per segment, kept in the transactions that change customers' tags (imports, save, delete, map).
ALTER TABLE cm_tags ADD COLUMN member_count integer NOT NULL DEFAULT 0;
UPDATE cm_tags t SET member_count = (
  SELECT count(*) FROM cm_customers c WHERE c.enterprise_id = t.enterprise_id AND c.tags @> ARRAY[t.id]
);

-- Enterprises whose customers' search words must be recomputed (a field became searchable or stopped being
-- searchable, or customers predate the search column). `after_seq`: customers up to this seq are done; a newer
-- change sets it back to 0.
CREATE TABLE cm_search_rebuilds (
  enterprise_id text PRIMARY KEY REFERENCES enterprises(id) ON DELETE CASCADE,
  after_seq bigint NOT NULL DEFAULT 0,
  requested_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO cm_search_rebuilds (enterprise_id) SELECT DISTINCT enterprise_id FROM cm_customers;
