import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClientToServerEvents, PortalServerToClientEvents } from '../../../src/domain/messaging/message-events';
import { buildApp, loggerOptions } from '../../../server/app';
import { mintIdToken } from '../support/test-tokens';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders, type FixturePatient } from '../messaging/messaging-fixture';
import { signedInPatient, type TestPatient } from '../support/patients';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The failing paths log route, status, error class and ids, never what the patient sent: the
 * database is made to refuse distinctive values, and the captured log output is searched for them.
 */
const MEDICATION = 'Zorbexitol-Quintessa-7731';
const DOSAGE = '913 mg Vantablue';
const MESSAGE_BODY = 'Marigold-Harbinger says my rash is back';
const SENDER_FNAME = 'Ottoline';
const SENDER_LNAME = 'Quernsby-Vale';

const logLines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
let origin: string;
let pat: TestPatient;
let sender: FixturePatient;
let convId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  app = await buildApp({
    db,
    mode: 'production',
    identity: TEST_IDENTITY,
    logger: loggerOptions('production', { write: (line) => void logLines.push(line) }),
  });
  attachRealtime(app, { db, identity: TEST_IDENTITY });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  pat = await signedInPatient(db, 'pat.demo@example.com');
  sender = await insertTestPatient(db, 'ottoline', SENDER_FNAME, SENDER_LNAME);
  const [cpId] = await insertTestProviders(db, ['Log Scrub Pharmacist']);
  convId = await insertConversationWithMessages(db, { uId: sender.uId, topic: 'Rash', cpIds: [cpId!], count: 1, unread: 0, endAt: new Date() });
  // Writes of the distinctive values fail in the database, as any constraint violation would.
  await db.execute(sql.raw(`ALTER TABLE additional_medications ADD CONSTRAINT log_scrub_check CHECK (medication_name <> '${MEDICATION}')`));
  await db.execute(sql.raw(`ALTER TABLE messages ADD CONSTRAINT log_scrub_check CHECK (msg_body <> '${MESSAGE_BODY}')`));
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const captured = () => logLines.join('');
const SECRETS = [MEDICATION, DOSAGE, MESSAGE_BODY, SENDER_FNAME, SENDER_LNAME, 'pat.demo@example.com'];

describe('logs of failing requests', () => {
  it('a database error on a patient write logs route, status and error class, none of the values sent', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/medications/additional',
      headers: { authorization: pat.bearer },
      payload: { u_id: pat.uId, medicationName: MEDICATION, dosage: DOSAGE, description: 'Daily' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'An unexpected error occurred.' });

    const failure = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({ route: '/api/user/medications/additional', status: 500, error: { type: expect.any(String) } });
    // The cause's SQLSTATE (23514 check_violation) says what went wrong without the row.
    expect(JSON.stringify(failure)).toContain('23514');
    for (const secret of SECRETS) expect(captured()).not.toContain(secret);
  });

  it('a socket error logs the event, the caller id and the error class, none of the message or the sender name', async () => {
    const token = await mintIdToken(TEST_IDENTITY, { sub: sender.sub, username: sender.username });
    const socket: Socket<PortalServerToClientEvents, PortalClientToServerEvents> = connectClient(`${origin}/portal`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const ack = await socket.emitWithAck('chat message', {
        u_id: sender.uId,
        conv_id: convId,
        msgBody: MESSAGE_BODY,
        patientFacing: true,
        timezone: 300,
        senderName: `${SENDER_FNAME} ${SENDER_LNAME}`,
        cpIds: '',
        clientMsgId: randomUUID(),
      });
      expect(ack).toMatchObject({ ok: false });
    } finally {
      socket.disconnect();
    }
    const failure = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'real-time event failed');
    expect(failure).toMatchObject({ event: 'chat message', uId: sender.uId, error: { type: expect.any(String) } });
    for (const secret of SECRETS) expect(captured()).not.toContain(secret);
  });
});
