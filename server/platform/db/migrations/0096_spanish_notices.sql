-- Outage notices in Spanish too, answered to a Spanish page (?locale=es); the English message is
-- answered when a notice has no Spanish text.
ALTER TABLE notices ADD COLUMN message_es text;
