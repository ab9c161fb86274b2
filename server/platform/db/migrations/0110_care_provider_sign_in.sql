-- Care providers sign in to the care-team console through the same identity as patients.
-- cognito_sub: the identity subject of the provider's account (NULL = cannot sign in).
ALTER TABLE care_providers ADD COLUMN cognito_sub text;
--> statement-breakpoint
ALTER TABLE care_providers ADD COLUMN username text;
--> statement-breakpoint
CREATE UNIQUE INDEX care_providers_cognito_sub ON care_providers (cognito_sub);
