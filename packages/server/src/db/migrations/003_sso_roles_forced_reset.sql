-- Single sign-on, per-enterprise role configuration and the admin-forced password change.

-- Authorisation requests in flight: state stored hashed, nonce and PKCE verifier kept until the callback
-- uses them once (or they expire after 10 minutes).
CREATE TABLE oidc_requests (
  state_hash text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- id_tokens already used for an SSO-direct sign-in (by hashed jti), so none is replayed before it expires.
CREATE TABLE oidc_used_tokens (
  jti_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- What a role grants in an enterprise when its administrator changed the default.
CREATE TABLE role_permissions (
  enterprise_id text NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  role_id integer NOT NULL,
  permissions text[] NOT NULL,
  PRIMARY KEY (enterprise_id, role_id)
);

-- Set when an administrator resets the password: the next sign-in must choose a new one first.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
