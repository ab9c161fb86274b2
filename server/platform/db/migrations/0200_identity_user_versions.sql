-- Each identity user row gets a version, one more at every write: an operation writes the user
-- record back only over the version it read (server/platform/identity/identity-store.ts), so two
-- writes at once cannot undo each other (a password reset, an MFA setting).
ALTER TABLE identity_users ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
-- No password is kept: the record holds the SRP salt and verifier instead. Rows written by an
-- earlier version are converted when the identity server starts
-- (server/platform/identity/password-migration.ts); from now on no row may be written with one.
-- NOT VALID: checked for every row written from now on, not for the rows still to convert.
ALTER TABLE identity_users ADD CONSTRAINT identity_users_no_password CHECK (NOT (record ? 'Password')) NOT VALID;
