-- The outbox becomes the delivery queue of every e-mail and text message the portal sends.
-- status: 'pending' (waiting for its transport, possibly after failures), 'sent', or 'dead'
-- (parked after RX_DELIVERY_MAX_ATTEMPTS failures). Rows written before this migration, and any
-- written while no transport is configured (development and tests), are 'sent' at once: the
-- outbox view (GET /api/dev/outbox) is where they arrive.
-- lease_until: a process sending the row holds it until then; one that dies mid-send leaves it
-- to another process once the lease has passed. idempotency_key: sent with every attempt
-- (X-Rx-Idempotency-Key), so a receiver can drop a second copy.
-- details: the e-mail's subject, HTML and headers, kept (like message) only until it is sent.
ALTER TABLE outbox
  ADD COLUMN status text NOT NULL DEFAULT 'sent' CHECK (status IN ('pending', 'sent', 'dead')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN idempotency_key uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN details jsonb,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN last_error text;
--> statement-breakpoint
CREATE INDEX outbox_status_due_idx ON outbox (status, next_attempt_at);
