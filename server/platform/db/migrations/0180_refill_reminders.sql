-- Refill reminders a patient turned on for a prescription: lead_days before its next refill date,
-- at 09:00 in time_zone (the patient's IANA zone), by the patient's preferred contact.
-- sent_for_refill_date is the refill date the last reminder was sent for: the scheduler claims a
-- reminder by moving it (UPDATE ... WHERE sent_for_refill_date IS DISTINCT FROM ... RETURNING), in
-- the transaction that writes the outbox, so two processes never send one twice.
CREATE TABLE refill_reminders (
  g_id integer PRIMARY KEY REFERENCES prescriptions (g_id) ON DELETE CASCADE,
  u_id integer NOT NULL REFERENCES patients (u_id) ON DELETE CASCADE,
  lead_days smallint NOT NULL CHECK (lead_days IN (0, 3, 7)),
  time_zone text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
  sent_for_refill_date date,
  last_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX refill_reminders_u_id ON refill_reminders (u_id);
