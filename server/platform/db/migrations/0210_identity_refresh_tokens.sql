-- The refresh tokens the identity has issued and not revoked, kept only as their SHA-256 (a
-- token is 30 days of a patient's session: a database reader must not be able to use it), with
-- the user, the sign-in session they belong to (to end it on GlobalSignOut) and their expiry;
-- expired rows are pruned. Until now each user record listed its tokens in clear
-- (record -> 'RefreshTokens'): the identity server moves those here when it starts, as it
-- encrypts the clear secrets and hashes the clear codes left by earlier versions (that needs the
-- key-encryption key, which the database never holds, so it cannot be done in SQL).
CREATE TABLE identity_refresh_tokens (
  token_sha256 text PRIMARY KEY,
  user_pool_id text NOT NULL,
  username text NOT NULL,
  origin_jti text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX identity_refresh_tokens_user_idx ON identity_refresh_tokens (user_pool_id, username);
--> statement-breakpoint
CREATE INDEX identity_refresh_tokens_expires_at_idx ON identity_refresh_tokens (expires_at);
--> statement-breakpoint
-- Revocations of tokens that have expired since are pruned by time as well.
CREATE INDEX identity_revoked_refresh_tokens_revoked_at_idx ON identity_revoked_refresh_tokens (revoked_at);
