-- The pharmacy hours note in Spanish, answered to a Spanish page (GET /company/brand-info?locale=es).
ALTER TABLE brands ADD COLUMN hours_note_es text;
