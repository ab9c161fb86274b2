-- Chat store-and-forward: every patient-facing message gets the next number of its conversation,
-- in the transaction that stores it. A process (or a client) that knows the conversation's latest
-- number and which numbers reached a socket sees what a lost broadcast left out, and sends it
-- from the table (server/modules/messaging/message-replay.ts).
-- conversations.last_seq: the number of the conversation's newest patient-facing message (0 = none).
-- messages.seq: 1, 2, 3... per conversation; NULL for notes between providers, which no patient sees.
ALTER TABLE conversations ADD COLUMN last_seq integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE messages ADD COLUMN seq integer;
--> statement-breakpoint
UPDATE messages m SET seq = numbered.seq
FROM (
  SELECT msg_id, row_number() OVER (PARTITION BY conv_id ORDER BY time_created, msg_id)::integer AS seq
  FROM messages WHERE patient_facing
) AS numbered
WHERE m.msg_id = numbered.msg_id;
--> statement-breakpoint
UPDATE conversations c SET last_seq = numbered.last_seq
FROM (SELECT conv_id, max(seq) AS last_seq FROM messages GROUP BY conv_id) AS numbered
WHERE c.conv_id = numbered.conv_id AND numbered.last_seq IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX messages_conversation_seq ON messages (conv_id, seq);
--> statement-breakpoint
-- A trigger rather than application code, so that every way of storing a message (the sockets,
-- the seed, bulk inserts) numbers it. The update locks the conversation's row until the storing
-- transaction ends: numbers are given and committed in order. A hole is left only by a resend
-- that races its first sending and is then refused by a client-id constraint (the trigger runs
-- before that check); readers treat a number with no message as nothing to show.
-- A bulk insert of many messages into one conversation (the development route's long history)
-- gives the numbers itself and moves last_seq once: one update of the conversation per row
-- would make it quadratic.
CREATE FUNCTION messages_number_in_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.patient_facing AND NEW.seq IS NULL THEN
    UPDATE conversations SET last_seq = last_seq + 1 WHERE conv_id = NEW.conv_id RETURNING last_seq INTO NEW.seq;
  ELSIF NOT NEW.patient_facing THEN
    NEW.seq := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_number_on_insert
  BEFORE INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_number_in_conversation();
