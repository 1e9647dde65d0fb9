-- Single sign-on starts per client address (IPv4, or the /64 of an IPv6 address) in a fixed window, so no
-- one client can fill oidc_requests. A row is dropped once its window has passed.
CREATE TABLE sso_start_throttle (
  client text PRIMARY KEY,
  window_started timestamptz NOT NULL,
  starts integer NOT NULL
);
