import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/database';
import { createConversation, insertProviderMessage } from '../../../server/modules/messaging/messaging.queries';
import { careProviders } from '../../../server/modules/messaging/messaging.tables';

/** Ids far from the seed's, so the fixture never collides with demo data. */
const COMPANY_ID = 9001;
const BRAND_ID = 9001;

export interface FixturePatient {
  uId: number;
  sub: string;
  username: string;
  name: string;
}

export async function insertTestPatient(db: Database, key: string, fname: string, lname: string): Promise<FixturePatient> {
  await db.execute(sql`
    INSERT INTO companies (company_id, name, variant, support_number, text_sender_number)
    VALUES (${COMPANY_ID}, 'Messaging Test Pharmacy', 'standard', '+15555550100', '+15555550101')
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO brands (brand_id, key, name, company_name, support_number, street, city, state, zip, logo_png, favicon_png)
    VALUES (${BRAND_ID}, 'messaging-test', 'Messaging Test', 'Messaging Test Pharmacy', '+15555550100',
            '1 Test St', 'Springfield', 'IL', '62701', 'iVBORw0KGgo=', 'iVBORw0KGgo=')
    ON CONFLICT DO NOTHING`);
  const sub = `messaging-test-${key}`;
  const username = `${key}.messaging@example.com`;
  const result = await db.execute<{ u_id: number }>(sql`
    INSERT INTO patients (cognito_sub, username, username_type, company_id, brand_id, fname, lname, email)
    VALUES (${sub}, ${username}, 'email', ${COMPANY_ID}, ${BRAND_ID}, ${fname}, ${lname}, ${username})
    RETURNING u_id`);
  return { uId: Number(result.rows[0]!.u_id), sub, username, name: `${fname} ${lname}` };
}

export async function insertTestProviders(db: Database, names: string[]): Promise<number[]> {
  const rows = await db
    .insert(careProviders)
    .values(names.map((name) => ({ name, role: 'pharmacist' })))
    .returning({ cpId: careProviders.cpId });
  return rows.map((row) => row.cpId);
}

/** A conversation with `count` provider messages one minute apart, the newest `unread` unread. */
export async function insertConversationWithMessages(
  db: Database,
  options: { uId: number; topic: string; cpIds: number[]; count: number; unread: number; endAt: Date },
): Promise<number> {
  const convId = await createConversation(db, { uId: options.uId, topic: options.topic, cpIds: options.cpIds });
  for (let index = 0; index < options.count; index += 1) {
    const minutesBeforeEnd = options.count - 1 - index;
    await insertProviderMessage(db, {
      convId,
      cpId: options.cpIds[index % options.cpIds.length]!,
      msgBody: `${options.topic} message ${index + 1}`,
      timeCreated: new Date(options.endAt.getTime() - minutesBeforeEnd * 60_000),
      readByPatient: index < options.count - options.unread ? [options.uId] : [],
    });
  }
  return convId;
}
