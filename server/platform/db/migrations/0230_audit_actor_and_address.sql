-- Who did what, from where (HIPAA §164.312(b)): audit rows name the actor's identity sub (a care
-- provider's on /care-team, the user's for identity events) and the client address. Identity
-- events (sign-in, failed attempt, lockout, password and MFA changes, sign-out) are the action
-- 'auth'. Adding columns rewrites no row: the append-only triggers stay as they are.
ALTER TABLE audit_log ADD COLUMN actor_sub text;
--> statement-breakpoint
ALTER TABLE audit_log ADD COLUMN client_address text;
--> statement-breakpoint
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
--> statement-breakpoint
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('read', 'write', 'auth'));
--> statement-breakpoint
CREATE INDEX audit_log_actor_sub ON audit_log (actor_sub, at);
