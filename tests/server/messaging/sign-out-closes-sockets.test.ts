import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate } from '../../../server/platform/db/migrate';
import { seed } from '../../../server/seed/seed';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { trustOf, type TokenTrust } from '../../../server/platform/auth/token-trust';
import { patientForSubject } from '../../../server/modules/patient';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { createClusterRelay, type ClusterRelay } from '../../../server/platform/realtime/cluster-adapter';
import { attachRealtime, type PortalRealtime } from '../../../server/modules/messaging/messaging.socket';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';
import { identityClient } from '../identity/support/identity-client';
import { insertConversationWithMessages, insertTestProviders } from './messaging-fixture';

/**
 * Sign-out ends live sockets too (issue 33, item 7): a patient's chat socket is open on one server
 * process; the patient signs out everywhere (GlobalSignOut) or revokes the session (RevokeToken)
 * through the identity of another process sharing the PostgreSQL database. Within 2 s the socket
 * is disconnected, and a care-team message sent afterwards does not reach it. Another patient's
 * socket stays.
 */

const IDENTITY = identityConfig('http://localhost:4300/identity');
const SIGN_OUT_WITHIN_MS = 2_000;

interface Process {
  app: FastifyInstance;
  handle: DatabaseHandle;
  relay: ClusterRelay;
  realtime: PortalRealtime;
  origin: string;
}

let postgres: { url: string; stop(): Promise<void> } | undefined;
let identity: IdentityServer | undefined;
/** The process whose identity signs the patients in and out. */
let signing: Process;
/** The process the patients' sockets are connected to. */
let chatting: Process;
const sockets: Socket[] = [];

async function startProcess(handle: DatabaseHandle, relay: ClusterRelay, options: { identityServer?: IdentityServer; trust: TokenTrust }): Promise<Process> {
  const app = await buildApp({ db: handle.db, mode: 'test', identityServer: options.identityServer, identity: options.trust, logger: false });
  const realtime = attachRealtime(app, { db: handle.db, identity: options.trust, adapter: relay.adapter });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, handle, relay, realtime, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

beforeAll(async () => {
  // A database of its own: LISTEN/NOTIFY channels are per database.
  postgres = await startTempPostgres(postgresBinDir(), 55445);
  // The signing process runs the identity (its users, seeded through it); the chatting process
  // trusts its tokens, as every process behind one address does, and shares only the database.
  const signingHandle = await openDatabase({ url: postgres.url });
  await migrate(signingHandle.db);
  identity = await startIdentityServer({ db: signingHandle.db, config: IDENTITY });
  await seed(signingHandle.db);
  const trust = trustOf(identity);
  signing = await startProcess(signingHandle, await createClusterRelay(postgres.url), { identityServer: identity, trust });
  chatting = await startProcess(await openDatabase({ url: postgres.url }), await createClusterRelay(postgres.url), { trust });
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const process of [chatting, signing]) {
    if (!process) continue;
    await process.app.close();
    await process.relay.close();
    if (process === signing) await identity?.close();
    await process.handle.close();
  }
  await postgres?.stop();
});

interface SignedIn {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  uId: number;
}

async function signIn(username: string): Promise<SignedIn> {
  const answer = await identityClient(signing.app, IDENTITY.pools.standard).srpSignIn(username, DEMO_PASSWORD);
  const result = answer.body.AuthenticationResult;
  if (!result) throw new Error(`${username} did not sign in: ${JSON.stringify(answer.body)}`);
  const patient = await patientForSubject(chatting.handle.db, String(decodeJwt(result.IdToken).sub));
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken!, uId: patient!.uId };
}

/** A chat socket on the chatting process, joined to its patient's conversation rooms, recording what it receives. */
async function chatSocket(patient: SignedIn): Promise<{ socket: Socket; received: Message[]; disconnectedAt: Promise<number> }> {
  const socket = connectClient(`${chatting.origin}/portal`, { auth: { token: patient.idToken }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const received: Message[] = [];
  socket.on('new message', (message: Message) => received.push(message));
  const disconnectedAt = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
  expect(await socket.emitWithAck('join conversations', { uId: patient.uId })).toMatchObject({ ok: true });
  return { socket, received, disconnectedAt };
}

async function conversationWithProvider(uId: number, providerName: string): Promise<{ convId: number; cpId: number }> {
  const db = chatting.handle.db;
  const [cpId] = await insertTestProviders(db, [providerName]);
  const convId = await insertConversationWithMessages(db, { uId, topic: 'Sign-out', cpIds: [cpId!], count: 0, unread: 0, endAt: new Date() });
  return { convId, cpId: cpId! };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a sign-out closes the live sockets of its sessions, in every process', () => {
  it.each([
    ['GlobalSignOut', 'pat.demo@example.com', (patient: SignedIn) => ({ AccessToken: patient.accessToken })],
    ['RevokeToken', 'maria.demo@example.com', (patient: SignedIn) => ({ Token: patient.refreshToken, ClientId: IDENTITY.pools.standard.clientId })],
  ] as const)('%s: the socket on the other process closes within 2 s and gets no message afterwards', async (operation, username, request) => {
    const patient = await signIn(username);
    const bystander = await signIn('hannah.home@example.com');
    const { convId, cpId } = await conversationWithProvider(patient.uId, `${operation} Provider`);
    const other = await conversationWithProvider(bystander.uId, `${operation} Bystander Provider`);
    const chat = await chatSocket(patient);
    const watching = await chatSocket(bystander);

    // Before the sign-out, a care-team message sent through the signing process reaches the socket.
    await signing.realtime.deliverProviderMessage({ convId, cpId, msgBody: 'Before the sign-out' });
    await expect.poll(() => chat.received.map((message) => message.msgBody), { timeout: 5_000 }).toEqual(['Before the sign-out']);

    const signedOutAt = Date.now();
    expect((await identityClient(signing.app, IDENTITY.pools.standard).call(operation, request(patient))).status).toBe(200);
    const closedAt = await Promise.race([chat.disconnectedAt, pause(SIGN_OUT_WITHIN_MS + 1_000).then(() => Number.POSITIVE_INFINITY)]);
    expect(closedAt - signedOutAt).toBeLessThanOrEqual(SIGN_OUT_WITHIN_MS);
    expect(chat.socket.connected).toBe(false);

    await signing.realtime.deliverProviderMessage({ convId, cpId, msgBody: 'After the sign-out' });
    await signing.realtime.deliverProviderMessage({ convId: other.convId, cpId: other.cpId, msgBody: 'For the bystander' });
    await expect.poll(() => watching.received.map((message) => message.msgBody), { timeout: 5_000 }).toEqual(['For the bystander']);
    expect(chat.received.map((message) => message.msgBody)).toEqual(['Before the sign-out']);
    expect(watching.socket.connected).toBe(true);
  }, 60_000);
});
