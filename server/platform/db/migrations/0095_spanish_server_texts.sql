-- Texts written for patients, in Spanish too, answered to a Spanish page (?locale=es): the pharmacy
-- hours note and the shipping holidays' names. The English text is answered when one is missing.
ALTER TABLE brands ADD COLUMN hours_note_es text;
--> statement-breakpoint
ALTER TABLE shipping_holidays ADD COLUMN name_es text;
