/**
 * A large pharmacy generated inside the database (generate_series, no row through the API), on
 * top of the demo seed: the large-seed bench (bench/api/bench-large-seed.ts) fills a temporary
 * PostgreSQL with a million patients, and the query-plan test (tests/server/db/hot-query-plans.test.ts)
 * a few thousand, so the planner sees the same proportions. Development and benches only.
 *
 * Ids start at GENERATED_ID_BASE, far above what the demo seed and the application's sequences
 * hand out, so the generated rows never meet a row the application creates. Each patient has an
 * address, `prescriptionsPerPatient` prescriptions, a refill request and an order of its first
 * prescription, a document, an activity, `conversationsPerPatient` conversations with one care
 * provider each and `messagesPerConversation` messages in each (patient and provider in turn);
 * `auditRows` audit rows spread over the last `auditMonths` months (each month gets its partition).
 */
export interface LargePharmacySize {
  patients: number;
  prescriptionsPerPatient: number;
  conversationsPerPatient: number;
  messagesPerConversation: number;
  auditRows: number;
  auditMonths: number;
}

/** The pharmacy of issue 37: a million patients, ten million prescriptions and messages, a hundred million audit rows. */
export const LARGE_PHARMACY: LargePharmacySize = {
  patients: 1_000_000,
  prescriptionsPerPatient: 10,
  conversationsPerPatient: 2,
  messagesPerConversation: 5,
  auditRows: 100_000_000,
  auditMonths: 24,
};

export const GENERATED_ID_BASE = 1_000_000_000;

export interface LargePharmacyStep {
  /** What the step fills, for progress lines: "patients", "audit_log 3/20". */
  label: string;
  /** Rows it inserts. */
  rows: number;
  sql: string;
}

/** Rows per statement of the audit trail: one long statement would hold its whole work in one transaction. */
const AUDIT_CHUNK = 5_000_000;

function whole(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number, got ${value}`);
  return value;
}

/** The statements that generate the pharmacy, in order (each one statement: a transaction of its own). */
export function largePharmacySteps(size: LargePharmacySize): LargePharmacyStep[] {
  const patients = whole(size.patients, 'patients');
  const rxPer = whole(size.prescriptionsPerPatient, 'prescriptionsPerPatient');
  const convPer = whole(size.conversationsPerPatient, 'conversationsPerPatient');
  const msgPer = whole(size.messagesPerConversation, 'messagesPerConversation');
  const months = Math.max(1, whole(size.auditMonths, 'auditMonths'));
  const base = GENERATED_ID_BASE;
  const conversations = patients * convPer;
  // The patient of row g of a child table with `per` rows per patient.
  const patientOf = (per: number) => `${base} + (g - 1) / ${per} + 1`;
  const steps: LargePharmacyStep[] = [
    {
      label: 'patients',
      rows: patients,
      sql: `INSERT INTO patients (u_id, cognito_sub, username, username_type, company_id, brand_id, fname, lname, dob, email, consent_date, email_verified)
        SELECT ${base} + g, 'generated-' || g, 'patient' || g || '@generated.example', 'email', b.company_id, b.brand_id,
               'Pat' || (g % 997), 'Generated' || (g % 9973), date '1950-01-01' + (g % 18000), 'patient' || g || '@generated.example', now(), 1
        FROM generate_series(1, ${patients}) AS g,
             (SELECT p.company_id, p.brand_id FROM patients p ORDER BY p.u_id LIMIT 1) AS b`,
    },
    {
      label: 'addresses',
      rows: patients,
      sql: `INSERT INTO addresses (addr_id, u_id, street, city, state, zip, address_type, primary_address, shipping_address, billing_address)
        SELECT ${base} + g, ${base} + g, g || ' Main St', 'Springfield', 'PA', lpad((10000 + g % 89999)::text, 5, '0'), 'Home', 1, 1, 1
        FROM generate_series(1, ${patients}) AS g`,
    },
    {
      label: 'activities',
      rows: patients,
      sql: `INSERT INTO activities (activity_id, u_id, activity_name, activity_type, due_date)
        SELECT ${base} + g, ${base} + g, 'Confirm your address', 'address', current_date + (g % 30)
        FROM generate_series(1, ${patients}) AS g`,
    },
    {
      label: 'prescriptions',
      rows: patients * rxPer,
      sql: `INSERT INTO prescriptions (g_id, u_id, m_id, rx_number, display_name, instructions, refills_left, date_written, expiration_date,
                                       ndc11, is_active, display_status, fill_count, latest_date_shipped, days_of_supply, num_doses)
        SELECT ${base} + g, ${patientOf(rxPer)}, ${base} + g, 'G' || g, 'Generic medication ' || (g % 500),
               'Take one tablet daily', 3, current_date - 200 + (g % 100)::int, current_date + 165 + (g % 100)::int,
               lpad((g % 99999999999)::text, 11, '0'), true, 1 + (g % 5)::int, (g % 4)::int, current_date - (g % 60)::int, 30, 30
        FROM generate_series(1, ${patients * rxPer}) AS g`,
    },
    {
      label: 'refill_requests',
      rows: patients,
      sql: `INSERT INTO refill_requests (request_id, u_id, status, addr_id, delivery_date, payment_method, date_requested)
        SELECT ${base} + g, ${base} + g, 3, ${base} + g, current_date - (g % 90)::int, 0, now() - make_interval(days => (g % 90)::int)
        FROM generate_series(1, ${patients}) AS g`,
    },
    {
      label: 'orders',
      rows: patients,
      sql: `INSERT INTO orders (order_id, u_id, request_id, order_status, expected_delivery_date, date_shipped)
        SELECT ${base} + g, ${base} + g, ${base} + g, 3, current_date - (g % 90)::int + 2, current_date - (g % 90)::int
        FROM generate_series(1, ${patients}) AS g`,
    },
    {
      label: 'order_items',
      rows: patients,
      sql: `INSERT INTO order_items (order_item_id, order_id, g_id, tracking_number, courier)
        SELECT ${base} + g, ${base} + g, ${base} + (g - 1) * ${Math.max(rxPer, 1)} + 1, '1Z' || g, 'UPS'
        FROM generate_series(1, ${rxPer > 0 ? patients : 0}) AS g`,
    },
    {
      label: 'documents',
      rows: patients,
      sql: `INSERT INTO documents (doc_id, uuid, u_id, friendly_name, file_name, type, pdf_base64, time_uploaded)
        SELECT ${base} + g, gen_random_uuid(), ${base} + g, 'Lab results', 'lab-' || g || '.pdf', 'clinical', 'JVBERi0xLjQK', now() - make_interval(days => (g % 365)::int)
        FROM generate_series(1, ${patients}) AS g`,
    },
    {
      label: 'conversations',
      rows: conversations,
      sql: `INSERT INTO conversations (conv_id, topic, u_id, created_at, latest_time_stamp, last_seq)
        SELECT ${base} + g, 'Question ' || g, ${patientOf(convPer)}, now() - make_interval(days => (g % 365)::int),
               now() - make_interval(days => (g % 365)::int) + make_interval(mins => ${msgPer}), ${msgPer}
        FROM generate_series(1, ${conversations}) AS g`,
    },
    {
      label: 'conversation_participants',
      rows: conversations,
      sql: `INSERT INTO conversation_participants (conv_id, cp_id, position)
        SELECT ${base} + g, cp.ids[1 + (g % array_length(cp.ids, 1))], 0
        FROM generate_series(1, ${conversations}) AS g, (SELECT array_agg(cp_id ORDER BY cp_id) AS ids FROM care_providers) AS cp`,
    },
    {
      label: 'messages',
      rows: conversations * msgPer,
      // seq is given, so the numbering trigger moves no conversation row per message.
      sql: `INSERT INTO messages (msg_id, conv_id, u_id, cp_id, sender_name, msg_body, time_created, seq, read_by_patient, read_by_provider)
        SELECT ${base} + g, c.conv_id,
               CASE WHEN g % 2 = 1 THEN c.u_id END,
               CASE WHEN g % 2 = 0 THEN cp.cp_id END,
               CASE WHEN g % 2 = 1 THEN 'Patient' ELSE 'Pharmacist' END,
               'Message ' || g || ' about my prescription', c.created_at + make_interval(mins => ((g - 1) % ${Math.max(msgPer, 1)})::int),
               ((g - 1) % ${Math.max(msgPer, 1)})::int + 1, '', ''
        FROM generate_series(1, ${conversations * msgPer}) AS g
        JOIN conversations c ON c.conv_id = ${base} + (g - 1) / ${Math.max(msgPer, 1)} + 1
        JOIN conversation_participants cp ON cp.conv_id = c.conv_id`,
    },
  ];
  const auditRows = whole(size.auditRows, 'auditRows');
  const chunks = Math.ceil(auditRows / AUDIT_CHUNK);
  for (let chunk = 0; chunk < chunks; chunk++) {
    const from = chunk * AUDIT_CHUNK + 1;
    const to = Math.min(auditRows, (chunk + 1) * AUDIT_CHUNK);
    steps.push({
      label: chunks > 1 ? `audit_log ${chunk + 1}/${chunks}` : 'audit_log',
      rows: to - from + 1,
      // Spread evenly over the months back from now; most rows are reads of a patient's own data.
      sql: `INSERT INTO audit_log (at, actor_u_id, action, entity, entity_id, route, client_address)
        SELECT now() - make_interval(secs => (g::bigint * 7919) % ${months * 30 * 86_400}),
               ${patients > 0 ? `${base} + (g::bigint * 104729) % ${patients} + 1` : 'NULL'},
               CASE WHEN g % 10 = 0 THEN 'write' ELSE 'read' END,
               (ARRAY['medications', 'orders', 'conversation', 'messages', 'documents', 'session'])[1 + (g % 6)::int],
               NULL, 'GET /api/user/medications', '198.51.100.' || (g % 250)
        FROM generate_series(${from}, ${to}) AS g`,
    });
  }
  return steps;
}

/** The first days (UTC) of the months the audit rows fall in, oldest first, for their partitions. */
export function auditMonthsBack(now: Date, months: number): string[] {
  const days: string[] = [];
  for (let offset = months; offset >= 0; offset--) {
    days.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1)).toISOString().slice(0, 10));
  }
  return days;
}
