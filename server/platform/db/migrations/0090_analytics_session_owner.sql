-- An analytics session belongs to the patient who started it; its page views and actions follow.
-- Sessions stored before this have no owner and are nobody's.
ALTER TABLE analytics_sessions ADD COLUMN u_id integer REFERENCES patients (u_id) ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX analytics_sessions_u_id ON analytics_sessions (u_id);
