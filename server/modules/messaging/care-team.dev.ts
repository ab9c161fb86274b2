import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { idSchema } from '../../../src/domain/common/common.schema';
import type { Database } from '../../platform/db/database';
import { createConversation } from './messaging.queries';
import { careProviders, conversations } from './messaging.tables';
import { createIdentityUser } from '../../seed/identity-users';
import type { ConversationAnnouncer } from '../../platform/realtime/conversation-announcer';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { HttpError } from '../../platform/http/http-error';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const tags = ['dev'];

const newConversationSchema = z
  .strictObject({
    uId: idSchema.describe('The patient'),
    topic: z.string().trim().min(1).max(200).optional().describe('Default "Care team"'),
    providerNames: z
      .array(z.string().trim().min(1).max(100).regex(/^[^,]+$/, 'no commas'))
      .min(1)
      .max(10)
      .describe('New care providers, each with a console account'),
    messages: z.number().int().min(0).max(20_000).optional().describe('Seed this many messages, alternating patient and first provider, a second apart, all read'),
  })
  .describe('A conversation between a patient and new care providers');

const providerAccountSchema = z.object({ cpId: z.number().int(), name: z.string(), username: z.string(), password: z.string() });

/**
 * Development and test only: a conversation with fresh care providers who can sign in to the
 * care-team console, and optionally a long history (the 10,000-message case) in one statement.
 * Like a care team starting a conversation, it is announced to the patient's open sockets.
 */
export const devCareTeamRoutes: FastifyPluginAsyncZod<{ db: Database; announcer: ConversationAnnouncer }> = async (app, { db, announcer }) => {
  app.post(
    '/dev/care-team-conversations',
    openRoute({
      summary: 'Create a conversation with new care providers (and console accounts)',
      description: `Development and test only. Each provider gets a console account (standard pool, password ${DEMO_PASSWORD}). 404 for an unknown patient.`,
      tags,
      body: newConversationSchema,
      response: {
        200: z.object({ convId: z.number().int(), providers: z.array(providerAccountSchema) }),
        404: errorResponseSchema.describe('No such patient'),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const { uId, topic = 'Care team', providerNames, messages = 0 } = request.body;
      const patient = await db.execute<{ name: string }>(sql`SELECT trim(fname || ' ' || lname) AS name FROM patients WHERE u_id = ${uId}`);
      if (patient.rows.length === 0) throw new HttpError(404, 'No such patient');
      const providers = [];
      for (const name of providerNames) {
        const username = `care-${randomBytes(6).toString('hex')}@care.example`;
        const { sub } = await createIdentityUser({ pool: 'standard', username, password: DEMO_PASSWORD, confirmed: true });
        const [row] = await db.insert(careProviders).values({ name, role: 'pharmacist', cognitoSub: sub, username }).returning();
        providers.push({ cpId: row!.cpId, name, username, password: DEMO_PASSWORD });
      }
      const convId = await createConversation(db, { uId, topic, cpIds: providers.map((provider) => provider.cpId) });
      if (messages > 0) await seedHistory(db, { convId, uId, patientName: patient.rows[0]!.name, provider: providers[0]!, count: messages });
      // The patient's open Messages screen shows it at once and gets its messages.
      await announcer.announce(convId);
      return { convId, providers };
    },
  );
};

/** `count` read messages ending now, a second apart, odd ones from the patient. */
async function seedHistory(
  db: Database,
  history: { convId: number; uId: number; patientName: string; provider: { cpId: number; name: string }; count: number },
): Promise<void> {
  const { convId, uId, patientName, provider, count } = history;
  // Numbered here, not one by one by the trigger (migration 0240), and last_seq moved once.
  const numbered = await db.execute<{ first: number }>(
    sql`UPDATE ${conversations} SET last_seq = last_seq + ${count}::int WHERE conv_id = ${convId} RETURNING last_seq - ${count}::int AS first`,
  );
  const before = Number(numbered.rows[0]!.first);
  await db.execute(sql`
    INSERT INTO messages (conv_id, u_id, cp_id, sender_name, msg_body, time_created, read_by_patient, read_by_provider, client_msg_id, seq)
    SELECT ${convId},
      CASE WHEN n % 2 = 1 THEN ${uId}::int END,
      CASE WHEN n % 2 = 0 THEN ${provider.cpId}::int END,
      CASE WHEN n % 2 = 1 THEN ${patientName} ELSE ${provider.name} END,
      'History message ' || n,
      now() - ((${count}::int - n) * interval '1 second'),
      ${String(uId)}, ${String(provider.cpId)},
      'history-' || ${convId}::text || '-' || n,
      ${before}::int + n
    FROM generate_series(1, ${count}::int) AS n`);
  await db.execute(sql`UPDATE ${conversations} SET latest_time_stamp = now() WHERE conv_id = ${convId}`);
}
