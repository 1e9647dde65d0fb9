-- One throttle for every check of a secret (services/throttle.ts): guesses per purpose ('password', 'code'),
-- account (lower-cased email for passwords, user id for codes) and client address ('*' for the whole account).
CREATE TABLE secret_throttle (
  purpose text NOT NULL,
  subject text NOT NULL,
  client text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  lockouts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, subject, client)
);

DROP TABLE login_throttle;

-- Sign-in code mails per challenge: resends are limited and no longer give the guesses back.
ALTER TABLE one_time_tokens ADD COLUMN resends integer NOT NULL DEFAULT 0;
ALTER TABLE one_time_tokens ADD COLUMN last_sent_at timestamptz NOT NULL DEFAULT now();
