-- Identity server state shared by every server process (and kept across restarts): the users
-- of each pool (with their refresh tokens, pending codes and authenticator setup), the pools'
-- options, app clients and groups, and the secrets every process signs and seals with.

-- One row per user of a pool: the whole user record as JSON, and the names a user signs in
-- with (sub, e-mail, phone number) as columns, so a sign-in finds its user by an index.
CREATE TABLE identity_users (
  user_pool_id text NOT NULL,
  username text NOT NULL,
  sub text NOT NULL,
  email text,
  phone_number text,
  record jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_pool_id, username)
);
--> statement-breakpoint
CREATE INDEX identity_users_sub_idx ON identity_users (user_pool_id, sub);
--> statement-breakpoint
CREATE INDEX identity_users_email_idx ON identity_users (user_pool_id, email);
--> statement-breakpoint
CREATE INDEX identity_users_phone_number_idx ON identity_users (user_pool_id, phone_number);
--> statement-breakpoint
-- The other documents of the identity's stores: a pool's options ("Options", key ''), its
-- groups ("Groups", group name) and the app clients (store "clients", "Clients", client id).
CREATE TABLE identity_store_entries (
  store_id text NOT NULL,
  collection text NOT NULL,
  entry_key text NOT NULL,
  value jsonb NOT NULL,
  PRIMARY KEY (store_id, collection, entry_key)
);
--> statement-breakpoint
-- Made once by whichever process starts first, then read by all: the token signing key and
-- the key that seals sign-in challenge sessions and SRP secret blocks.
CREATE TABLE identity_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
