-- Search words move out of the customers table into a narrow table of their own, so that a large import can write
-- its customers without them and index them right after (customers listed at once, searchable moments later).
-- Keeping the search index up to date was ~45 % of an imported row's database work (1,000,000 rows, COPY only:
-- PGlite 27.1 against 14.4 µs per row, PostgreSQL 17.3 against 8.2), which put the import goals out of reach.
-- A row here exists for every customer whose words are current; `cm_search_rebuilds` names the enterprises whose
-- customers after an id still need theirs (an import in progress, a change of searchable fields).
CREATE TABLE cm_customer_search (
  enterprise_id text COLLATE "C" NOT NULL,
  customer_id text COLLATE "C" NOT NULL,
  search tsvector NOT NULL,
  PRIMARY KEY (enterprise_id, customer_id)
);
INSERT INTO cm_customer_search (enterprise_id, customer_id, search)
  SELECT enterprise_id, id, search FROM cm_customers ORDER BY enterprise_id, id;
CREATE INDEX cm_customer_search_words ON cm_customer_search USING gin (search);

DROP INDEX cm_customers_search;
ALTER TABLE cm_customers DROP COLUMN search;

-- Deleting an enterprise deletes its customers' search words too.
CREATE OR REPLACE FUNCTION cm_customers_enterprise_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cm_customers WHERE enterprise_id = OLD.id;
  DELETE FROM cm_customer_search WHERE enterprise_id = OLD.id;
  RETURN OLD;
END
$$;
