-- Identity server: which user an e-mail address or phone number is being verified for. The
-- primary key decides two users verifying the same address at once (one row, one winner), in
-- every server process; a row whose user no longer holds nor awaits the address is stale.
CREATE TABLE identity_alias_claims (
  user_pool_id text NOT NULL,
  alias text NOT NULL,
  sub text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_pool_id, alias)
);
