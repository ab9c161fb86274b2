-- Identity server: what GlobalSignOut and RevokeToken revoked (refresh tokens are refused for
-- good, access tokens issued before the sign-out are refused by the identity endpoint).
-- Refresh tokens are kept as SHA-256 hex digests, never in clear.
CREATE TABLE identity_revoked_refresh_tokens (
  token_sha256 text PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  user_pool_id text NOT NULL,
  sub text NOT NULL,
  revoked_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE identity_global_sign_outs (
  user_pool_id text NOT NULL,
  sub text NOT NULL,
  signed_out_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_pool_id, sub)
);
