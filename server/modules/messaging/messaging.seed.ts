import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { createConversation } from './messaging.queries';
import { careProviders, conversations, messages } from './messaging.tables';

/** Names hold no comma: conversations list them comma-separated. */
export const DEMO_CARE_PROVIDERS = [
  { name: 'Jordan Alvarez', role: 'pharmacist' },
  { name: 'Dr. Maya Chen', role: 'physician' },
  { name: 'Priya Natarajan', role: 'nurse' },
  { name: 'Samuel Okafor', role: 'care coordinator' },
  { name: 'Elena Petrova', role: 'pharmacist' },
] as const;

type ProviderName = (typeof DEMO_CARE_PROVIDERS)[number]['name'];

interface DemoLine {
  /** null = the patient. */
  from: ProviderName | null;
  text: string;
}

interface DemoConversation {
  topic: string;
  providers: ProviderName[];
  /** Minutes before seeding of the last line; the lines before it are 7 minutes apart. */
  endsMinutesAgo: number;
  /** Empty = not started (null latest time stamp). */
  lines: DemoLine[];
  /** How many of the last provider lines the patient has not read. */
  unread: number;
}

const CHECK_IN_LINES: DemoLine[] = [
  { from: 'Dr. Maya Chen', text: 'Good morning! This is your care team check-in for the month.' },
  { from: null, text: 'Good morning, thanks for reaching out.' },
  { from: 'Priya Natarajan', text: 'How have you been feeling since the dose change?' },
  { from: null, text: 'Mostly fine. A little tired in the afternoons.' },
  { from: 'Dr. Maya Chen', text: 'That can happen in the first weeks. Are you taking it with breakfast?' },
  { from: null, text: 'Yes, every morning with breakfast.' },
  { from: 'Samuel Okafor', text: 'I scheduled a follow-up call for next Tuesday at 10 AM. Does that work?' },
  { from: null, text: 'Tuesday at 10 works for me.' },
  { from: 'Elena Petrova', text: 'Your next refill is ready to ship on Friday.' },
  { from: null, text: 'Great, please ship it to my home address.' },
  { from: 'Elena Petrova', text: 'Done. You will get a tracking number by text.' },
  { from: 'Priya Natarajan', text: 'Have you been able to check your blood pressure at home?' },
  { from: null, text: 'Yes: 128/82 yesterday and 124/80 this morning.' },
  { from: 'Priya Natarajan', text: 'Those readings look good. Keep logging them.' },
  { from: 'Dr. Maya Chen', text: 'Any dizziness when standing up quickly?' },
  { from: null, text: 'No, none.' },
  { from: 'Dr. Maya Chen', text: 'Good. We will keep the current dose for now.' },
  { from: 'Samuel Okafor', text: 'Reminder: please bring your medication list to the follow-up call.' },
  { from: null, text: 'Will do.' },
  { from: 'Elena Petrova', text: 'Your insurance approved the 90-day supply.' },
  { from: null, text: 'That is great news, thank you!' },
  { from: 'Priya Natarajan', text: 'Drink plenty of water on warm days with this medication.' },
  { from: null, text: 'Understood.' },
  { from: 'Samuel Okafor', text: 'The follow-up call is confirmed for Tuesday at 10 AM.' },
  { from: null, text: 'Thanks, see you then.' },
  { from: 'Dr. Maya Chen', text: 'Your lab results came back within the normal range.' },
  { from: null, text: 'Good to hear.' },
  { from: 'Elena Petrova', text: 'Your refill shipped today.' },
  { from: 'Priya Natarajan', text: 'Please let us know if the afternoon tiredness continues.' },
  { from: 'Dr. Maya Chen', text: 'We can talk about adjusting the timing of your dose on Tuesday.' },
];

/**
 * Every demo patient gets: a started conversation with one provider, a long one with four
 * providers (more than a 25-message page, shown as two names and "2 others"), and two
 * not-started ones. Unread messages are spread over the started ones.
 */
export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    topic: 'Refill question',
    providers: ['Jordan Alvarez'],
    endsMinutesAgo: 25,
    unread: 1,
    lines: [
      { from: null, text: 'Hi, can I get my refill a few days early? I am travelling next week.' },
      { from: 'Jordan Alvarez', text: 'Let me check with your insurance. When do you leave?' },
      { from: null, text: 'Next Wednesday.' },
      { from: 'Jordan Alvarez', text: 'Your insurance approved an early refill. It will ship on Monday.' },
    ],
  },
  {
    topic: 'Care team check-in',
    providers: ['Dr. Maya Chen', 'Priya Natarajan', 'Samuel Okafor', 'Elena Petrova'],
    endsMinutesAgo: 26 * 60,
    unread: 2,
    lines: CHECK_IN_LINES,
  },
  {
    topic: 'New medication counseling',
    providers: ['Priya Natarajan', 'Jordan Alvarez'],
    endsMinutesAgo: 0,
    unread: 0,
    lines: [],
  },
  {
    topic: 'Insurance follow-up',
    providers: ['Elena Petrova'],
    endsMinutesAgo: 0,
    unread: 0,
    lines: [],
  },
];

const LINE_SPACING_MINUTES = 7;

/**
 * Inserts the care providers and the demo conversations of the given demo patients that are
 * missing. A patient who already has conversations is left alone, so running it again changes
 * nothing.
 */
export async function seedMessaging(db: Database, demoUsernames: readonly string[], now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const providerIds = await ensureCareProviders(tx);
    if (demoUsernames.length === 0) return;
    const lowered = demoUsernames.map((username) => sql`${username.toLowerCase()}`);
    const patients = await tx.execute<{ u_id: number; name: string }>(sql`
      SELECT u_id, trim(fname || ' ' || lname) AS name FROM patients p
      WHERE lower(username) IN (${sql.join(lowered, sql`, `)})
        AND NOT EXISTS (SELECT 1 FROM ${conversations} c WHERE c.u_id = p.u_id)
      ORDER BY u_id`);
    for (const patient of patients.rows) {
      const demoPatient = { uId: Number(patient.u_id), name: patient.name };
      for (const [index, plan] of DEMO_CONVERSATIONS.entries()) {
        await seedConversation(tx, demoPatient, plan, providerIds, new Date(now.getTime() - index * 1000));
      }
    }
  });
}

async function ensureCareProviders(db: Database): Promise<Map<string, number>> {
  const names = DEMO_CARE_PROVIDERS.map((provider) => provider.name);
  const existing = await db.select().from(careProviders).where(inArray(careProviders.name, names));
  const present = new Set(existing.map((row) => row.name));
  const missing = DEMO_CARE_PROVIDERS.filter((provider) => !present.has(provider.name));
  const inserted = missing.length > 0 ? await db.insert(careProviders).values([...missing]).returning() : [];
  return new Map([...existing, ...inserted].map((row) => [row.name, row.cpId]));
}

/** One conversation and all its lines, in a few statements (the seed runs for every test database). */
async function seedConversation(
  db: Database,
  patient: { uId: number; name: string },
  plan: DemoConversation,
  providerIds: Map<string, number>,
  seededAt: Date,
): Promise<void> {
  const idOf = (name: ProviderName) => providerIds.get(name)!;
  const cpIds = plan.providers.map(idOf);
  const endAt = seededAt.getTime() - plan.endsMinutesAgo * 60_000;
  const convId = await createConversation(db, {
    uId: patient.uId,
    topic: plan.topic,
    cpIds,
    createdAt: new Date(endAt - 3 * 86_400_000),
  });
  if (plan.lines.length === 0) return;

  const providerLines = plan.lines.flatMap((line, index) => (line.from ? [index] : []));
  const firstUnread = providerLines[providerLines.length - plan.unread] ?? plan.lines.length;
  const rows = plan.lines.map((line, index) => {
    const timeCreated = new Date(endAt - (plan.lines.length - 1 - index) * LINE_SPACING_MINUTES * 60_000);
    const common = { convId, msgBody: line.text, timeCreated, clientMsgId: `seed-${convId}-${index}` };
    if (!line.from) {
      return { ...common, uId: patient.uId, senderName: patient.name, readByPatient: String(patient.uId), readByProvider: cpIds.join(',') };
    }
    const cpId = idOf(line.from);
    const read = index < firstUnread ? String(patient.uId) : '';
    return { ...common, cpId, senderName: line.from, readByPatient: read, readByProvider: String(cpId) };
  });
  await db.insert(messages).values(rows);
  await db.update(conversations).set({ latestTimeStamp: new Date(endAt) }).where(eq(conversations.convId, convId));
}
