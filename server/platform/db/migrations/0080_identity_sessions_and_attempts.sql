-- Identity server: sign-in sessions ended by GlobalSignOut or RevokeToken, by the `origin_jti`
-- every token of the session carries (the API refuses their ID tokens), and the attempt
-- counters of sign-in and of the codes it sends (lockouts, code expiry, wrong tries), shared by
-- every server process.
CREATE TABLE identity_revoked_sessions (
  origin_jti text PRIMARY KEY,
  user_pool_id text NOT NULL,
  sub text NOT NULL,
  revoked_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE identity_attempts (
  user_pool_id text NOT NULL,
  sub text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign-in', 'sign-up', 'forgot-password', 'attribute', 'mfa')),
  issued_at timestamptz,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  locked_until timestamptz,
  PRIMARY KEY (user_pool_id, sub, purpose)
);
