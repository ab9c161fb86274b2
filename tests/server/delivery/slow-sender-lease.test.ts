import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueSettings } from '../../../server/platform/delivery/delivery-env';
import { startDeliveryWorker, type DeliveryWorker } from '../../../server/platform/delivery/delivery-worker';
import type { OutgoingEmail } from '../../../server/platform/delivery/transports';
import { deliverToOutbox, setOutboxQueued } from '../../../server/platform/identity/outbox';
import { outbox } from '../../../server/platform/identity/schema-identity';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { waitFor } from '../support/wait-for';

/**
 * A process that claims a batch and then is slow to send (a hung connection) loses its claim on
 * the rest once its lease has passed: another process takes them, and the slow one, once it
 * moves again, must not send them a second time.
 */

const QUEUE: QueueSettings = { maxAttempts: 5, backoffMs: 100, backoffMaxMs: 1_000, leaseMs: 400, pollMs: 25 };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  setOutboxQueued(true);
}, 60_000);

afterAll(async () => {
  setOutboxQueued(false);
  await database?.dispose();
});

/** A worker whose e-mail transport records each send; `gate`, while unresolved, holds its sends. */
function recordingWorker(sent: OutgoingEmail[], gate?: Promise<void>): DeliveryWorker {
  return startDeliveryWorker({
    db: database.db,
    transports: {
      sendEmail: async (email) => {
        sent.push(email);
        await gate;
      },
    },
    queue: QUEUE,
    forgetAfterSending: true,
  });
}

describe('a sender slower than its lease', () => {
  it('leaves the rest of its batch to the process that took it over: no message of it is sent twice', async () => {
    const recipients = ['slow-one@example.com', 'slow-two@example.com', 'slow-three@example.com'];
    for (const recipient of recipients) {
      await deliverToOutbox(database.db, { channel: 'email', recipient, purpose: 'sign-up', code: '123456', message: 'Your verification code is 123456.' });
    }
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const bySlow: OutgoingEmail[] = [];
    const byOther: OutgoingEmail[] = [];
    // The slow process claims all three and hangs on the first.
    const slow = recordingWorker(bySlow, gate);
    await waitFor(() => bySlow.length === 1, 'the slow process to start sending');
    const other = recordingWorker(byOther);
    try {
      // Past the lease the other process takes all three (the one on the wire included: at least once).
      await waitFor(() => byOther.length === 3, 'the other process to take the batch over', 5_000);
      open();
      await slow.drain();
      await new Promise((resolve) => setTimeout(resolve, QUEUE.pollMs * 4));
    } finally {
      open();
      await slow.stop();
      await other.stop();
    }
    expect(bySlow).toHaveLength(1);
    expect(byOther.map((email) => email.to).sort()).toEqual([...recipients].sort());
    const rows = await database.db.select({ status: outbox.status }).from(outbox).where(inArray(outbox.recipient, recipients));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  }, 30_000);
});
