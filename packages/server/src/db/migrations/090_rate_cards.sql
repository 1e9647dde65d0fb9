-- The rate card (broadcast-sender issue "Cost"): one row per enterprise, kept by whoever manages its billing.
-- An enterprise without a row has the empty card (INR, no entries, no default rate): nothing is priced.
-- `entries` is the card as saved ([{ countryCode, category, rate }], at most 500): it is read and written whole,
-- and an estimate needs all of it at once, so a table of its own would only add joins.
-- Rates are double precision: the console's numbers are JavaScript doubles, so a rate round-trips exactly
-- (numeric would come back as text); they have at most 4 decimals and costs are rounded to 2 when shown.
CREATE TABLE rate_cards (
  enterprise_id text PRIMARY KEY REFERENCES enterprises(id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('INR', 'USD')),
  entries jsonb NOT NULL DEFAULT '[]'::jsonb,
  default_rate double precision CHECK (default_rate IS NULL OR default_rate >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
