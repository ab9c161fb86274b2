import { and, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { encryptForServer } from './server-key-client';
import type { Database } from '../../../server/platform/db/database';
import {
  activities,
  additionalContacts,
  additionalMedications,
  addresses,
  allergies,
  conversations,
  counselingEvents,
  documents,
  insurance,
  prescriptions,
  refillRequests,
} from '../../../server/schema';
import { withVerifiedContact, type TestPatient } from './patients';
import { refillPayload } from './refills';
import { consentOf, filledConsent } from './documents';
import { seedDiscountCard } from '../../../server/modules/discount-card/discount-card.seed';
import { activePrescriptionOf, withReminder } from './refill-reminders';

/** What a sample request may use: the database and a few signed-in demo patients. */
export interface SampleContext {
  db: Database;
  /** pat.demo@example.com: full profile, standard company. */
  pat: TestPatient;
  /** maria.demo@example.com: pending activities. */
  maria: TestPatient;
  /** grace.careprog@example.com: care groups to map. */
  grace: TestPatient;
  /** evan.unverified@example.com: free to change his username. */
  evan: TestPatient;
  publicJwk: JsonWebKey;
}

export type Sample = (context: SampleContext) => Promise<InjectOptions>;

const get = (url: string, patient?: TestPatient): InjectOptions => ({
  method: 'GET',
  url,
  headers: patient ? { authorization: patient.bearer } : {},
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, patient?: TestPatient): InjectOptions => ({
  method,
  url,
  payload,
  headers: patient ? { authorization: patient.bearer } : {},
});

async function lastId<T>(rows: Promise<{ id: T }[]>): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error('The sample needs a row that is not there');
  return row.id;
}

/** The newest address of the patient that may be removed (not primary, not locked). */
const removableAddress = (db: Database, uId: number) =>
  lastId(
    db
      .select({ id: addresses.addrId })
      .from(addresses)
      .where(and(eq(addresses.uId, uId), eq(addresses.primaryAddress, 0), eq(addresses.inRefill, 0), sql`${addresses.cpId} IS NULL`))
      .orderBy(desc(addresses.addrId))
      .limit(1),
  );

const primaryAddress = (db: Database, uId: number) =>
  lastId(db.select({ id: addresses.addrId }).from(addresses).where(and(eq(addresses.uId, uId), eq(addresses.primaryAddress, 1))));

const addressPayload = (uId: number, street: string) => ({
  u_id: uId,
  isPrimary: 0,
  isShipping: 1,
  isBilling: 0,
  addressType: 'Vacation',
  address: [
    { name: 'street', value: street },
    { name: 'city', value: 'New York' },
    { name: 'state', value: 'NY' },
    { name: 'zip', value: '10001' },
  ],
});

const primaryHomePayload = (uId: number, addrId: number) => ({
  addrId,
  u_id: uId,
  isPrimary: 1,
  isShipping: 1,
  isBilling: 1,
  addressType: 'Home',
  address: [
    { name: 'street', value: '1520 Spruce Street' },
    { name: 'street_2', value: 'Apt 5C' },
    { name: 'city', value: 'Philadelphia' },
    { name: 'state', value: 'PA' },
    { name: 'zip', value: '19102-4201' },
  ],
});

/** The patient's address that past refills went to (already locked by them). */
const refillAddress = (db: Database, uId: number) =>
  lastId(
    db
      .select({ id: addresses.addrId })
      .from(addresses)
      .where(and(eq(addresses.uId, uId), eq(addresses.inRefill, 1), eq(addresses.isPickup, 0)))
      .orderBy(addresses.addrId)
      .limit(1),
  );

const requestedRefill = (db: Database, uId: number) =>
  lastId(
    db
      .select({ id: refillRequests.requestId })
      .from(refillRequests)
      .where(and(eq(refillRequests.uId, uId), eq(refillRequests.status, 2)))
      .orderBy(desc(refillRequests.requestId))
      .limit(1),
  );

const selfReported = (uId: number, name: string) => ({ u_id: uId, medicationName: name, dosage: '5 mg', description: 'Daily' });

/**
 * One successful call of every audited route ("METHOD /api/path" as the route table names it),
 * run in this order; later samples may rely on earlier ones (a created row removed again).
 */
export const AUDIT_SAMPLES: Record<string, Sample> = {
  'GET /api/session': async ({ pat }) => get('/api/session', pat),
  'GET /api/user': async ({ pat }) => get(`/api/user?u_id=${pat.uId}`, pat),
  'POST /api/email-verification': async ({ db, pat }) =>
    send('POST', '/api/email-verification', { u_id: pat.uId }, await withVerifiedContact(db, pat, { email: pat.username })),
  'PUT /api/user': async ({ pat }) => send('PUT', '/api/user', { u_id: pat.uId, userData: [{ Name: 'timezone', Value: -240 }] }, pat),
  'GET /api/user/activities': async ({ maria }) => get(`/api/user/activities?u_id=${maria.uId}&completed=0`, maria),
  'POST /api/user/activity/completed': async ({ db, maria }) => {
    const activityId = await lastId(db.select({ id: activities.activityId }).from(activities).where(eq(activities.uId, maria.uId)).limit(1));
    return send('POST', '/api/user/activity/completed', { u_id: maria.uId, activityId, confirmed: true }, maria);
  },
  'GET /api/patients': async ({ pat }) => get(`/api/patients?u_id=${pat.uId}`, pat),
  'PUT /api/patients': async ({ pat }) => send('PUT', '/api/patients', { u_id: pat.uId, userAttributes: [{ Name: 'phone', Value: '+12155550124' }] }, pat),
  'PUT /api/patients/username': async ({ db, evan }) =>
    send(
      'PUT',
      '/api/patients/username',
      { u_id: evan.uId, mainContact: { type: 'email', value: 'evan.walsh@example.com' } },
      await withVerifiedContact(db, evan, { email: 'evan.walsh@example.com' }),
    ),
  'GET /api/text-consent/block-list': async ({ pat }) => get(`/api/text-consent/block-list?u_id=${pat.uId}&mobileNumber=%2B15555550199`, pat),
  'GET /api/patients/registration': async () => get('/api/patients/registration?registration_code=RX-DEMO-1001'),
  'GET /api/enroll-request': async () => get('/api/enroll-request?registration_code=RX-DEMO-2001'),
  'POST /api/enroll-request': async () =>
    send('POST', '/api/enroll-request', {
      mainContact: { type: 'email', value: 'audit.enroll@example.com' },
      firstName: 'Audit',
      lastName: 'Enroll',
      registrationCode: 'RX-DEMO-1001',
      rxNumber: null,
      dob: '1980-01-02',
    }),
  'PUT /api/patients/registration/visited': async () => send('PUT', '/api/patients/registration/visited', { registration_code: 'RX-DEMO-1001' }),
  'PUT /api/patients/registration': async ({ publicJwk }) =>
    send('PUT', '/api/patients/registration', {
      mainContact: { type: 'email', value: 'omar.haddad@example.com' },
      forceEmailUsername: false,
      userAttributes: [
        { type: 'fname', value: 'Omar' },
        { type: 'lname', value: 'Haddad' },
        { type: 'dob', value: '1981-03-27' },
        { type: 'registrationCode', value: 'RX-DEMO-3001' },
        { type: 'password', value: await encryptForServer(publicJwk, 'Correct#Horse9') },
        { type: 'consent', value: true },
      ],
    }),
  'GET /api/company/support': async ({ publicJwk }) =>
    get(`/api/company/support?username_type=email&username=${encodeURIComponent(await encryptForServer(publicJwk, 'pat.demo@example.com'))}`),
  'POST /api/support-requests': async ({ pat }) =>
    send(
      'POST',
      '/api/support-requests',
      { u_id: pat.uId, reason: 'App Error', relatingTo: 'Medication', relatingModule: 'Medication', additionalDetails: 'The refill button does nothing.' },
      pat,
    ),
  'POST /api/account-recovery-request': async () =>
    send('POST', '/api/account-recovery-request', { mainContact: { type: 'phone', value: '+12155550101' } }),
  'GET /api/care-groups/mapping': async ({ grace }) => get(`/api/care-groups/mapping?u_id=${grace.uId}`, grace),
  'POST /api/v2/patient/care-groups': async ({ grace }) =>
    send('POST', '/api/v2/patient/care-groups', { u_id: grace.uId, gIds: [101, 201], groupAssessmentReady: true }, grace),
  'GET /api/user/insurance': async ({ pat }) => get(`/api/user/insurance?u_id=${pat.uId}`, pat),
  'POST /api/user/insurance': async ({ pat }) =>
    send('POST', '/api/user/insurance', { u_id: pat.uId, planName: 'Evergreen Health HMO', memberId: 'EVG100200300', bin: '003858', pcn: 'EVGRX', group: 'EV1001' }, pat),
  'PUT /api/user/insurance': async ({ db, pat }) => {
    const insuranceId = await lastId(
      db.select({ id: insurance.insuranceId }).from(insurance).where(and(eq(insurance.uId, pat.uId), eq(insurance.isPrimary, true))),
    );
    return send(
      'PUT',
      '/api/user/insurance',
      { u_id: pat.uId, insuranceId, isPrimary: true, planName: 'Blue Horizon PPO', memberId: 'BHP4477120931', bin: '610014', pcn: 'BHRX', group: 'GRP88121' },
      pat,
    );
  },
  'DELETE /api/user/insurance': async ({ db, pat }) => {
    const insuranceId = await lastId(
      db.select({ id: insurance.insuranceId }).from(insurance).where(eq(insurance.uId, pat.uId)).orderBy(desc(insurance.insuranceId)).limit(1),
    );
    return send('DELETE', `/api/user/insurance?u_id=${pat.uId}&insurance_id=${insuranceId}`, undefined, pat);
  },
  'GET /api/user/address': async ({ pat }) => get(`/api/user/address?u_id=${pat.uId}`, pat),
  'POST /api/v2/user/address': async ({ pat }) => send('POST', '/api/v2/user/address', addressPayload(pat.uId, '350 Fifth Avenue'), pat),
  'PUT /api/v2/user/address': async ({ db, pat }) =>
    send('PUT', '/api/v2/user/address', primaryHomePayload(pat.uId, await primaryAddress(db, pat.uId)), pat),
  'DELETE /api/v2/user/address': async ({ db, pat }) =>
    send('DELETE', `/api/v2/user/address?u_id=${pat.uId}&addr_id=${await removableAddress(db, pat.uId)}`, undefined, pat),
  'POST /api/user/address': async ({ pat }) => send('POST', '/api/user/address', addressPayload(pat.uId, '20 West 34th Street'), pat),
  'PUT /api/user/address': async ({ db, pat }) => send('PUT', '/api/user/address', primaryHomePayload(pat.uId, await primaryAddress(db, pat.uId)), pat),
  'DELETE /api/user/address': async ({ db, pat }) =>
    send('DELETE', `/api/user/address?u_id=${pat.uId}&addr_id=${await removableAddress(db, pat.uId)}`, undefined, pat),
  'GET /api/user/contact': async ({ pat }) => get(`/api/user/contact?u_id=${pat.uId}`, pat),
  'POST /api/user/contact': async ({ pat }) =>
    send('POST', '/api/user/contact', { u_id: pat.uId, contactName: 'Robin Lee', contactDetail: 'Neighbour', phone: '+12155550190' }, pat),
  'PUT /api/user/contact': async ({ db, pat }) => {
    const contactId = await lastId(
      db.select({ id: additionalContacts.contactId }).from(additionalContacts).where(eq(additionalContacts.uId, pat.uId)).orderBy(desc(additionalContacts.contactId)).limit(1),
    );
    return send('PUT', '/api/user/contact', { u_id: pat.uId, contactId, contactName: 'Robin Lee', contactDetail: 'Neighbour, has a key', email: 'robin@example.com' }, pat);
  },
  'DELETE /api/user/contact': async ({ db, pat }) => {
    const contactId = await lastId(
      db.select({ id: additionalContacts.contactId }).from(additionalContacts).where(eq(additionalContacts.uId, pat.uId)).orderBy(desc(additionalContacts.contactId)).limit(1),
    );
    return send('DELETE', `/api/user/contact?u_id=${pat.uId}&contact_id=${contactId}`, undefined, pat);
  },
  'GET /api/user/medications/additional': async ({ pat }) => get(`/api/user/medications/additional?u_id=${pat.uId}`, pat),
  'POST /api/user/medications/additional': async ({ pat }) => send('POST', '/api/user/medications/additional', selfReported(pat.uId, 'Melatonin'), pat),
  'PUT /api/user/medications/additional': async ({ db, pat }) => {
    const medId = await lastId(
      db.select({ id: additionalMedications.medId }).from(additionalMedications).where(eq(additionalMedications.uId, pat.uId)).orderBy(desc(additionalMedications.medId)).limit(1),
    );
    return send('PUT', '/api/user/medications/additional', { ...selfReported(pat.uId, 'Melatonin'), medId, notes: 'At bedtime' }, pat);
  },
  'DELETE /api/user/medications/additional': async ({ db, pat }) => {
    const medId = await lastId(
      db.select({ id: additionalMedications.medId }).from(additionalMedications).where(eq(additionalMedications.uId, pat.uId)).orderBy(desc(additionalMedications.medId)).limit(1),
    );
    return send('DELETE', `/api/user/medications/additional?u_id=${pat.uId}&med_id=${medId}`, undefined, pat);
  },
  'GET /api/user/medications/allergies': async ({ pat }) => get(`/api/user/medications/allergies?u_id=${pat.uId}`, pat),
  'POST /api/user/medications/allergies': async ({ pat }) => send('POST', '/api/user/medications/allergies', selfReported(pat.uId, 'Aspirin'), pat),
  'PUT /api/user/medications/allergies': async ({ db, pat }) => {
    const allergyId = await lastId(
      db.select({ id: allergies.allergyId }).from(allergies).where(eq(allergies.uId, pat.uId)).orderBy(desc(allergies.allergyId)).limit(1),
    );
    return send('PUT', '/api/user/medications/allergies', { ...selfReported(pat.uId, 'Aspirin'), allergyId, dosage: 'Mild' }, pat);
  },
  'DELETE /api/user/medications/allergies': async ({ db, pat }) => {
    const allergyId = await lastId(
      db.select({ id: allergies.allergyId }).from(allergies).where(eq(allergies.uId, pat.uId)).orderBy(desc(allergies.allergyId)).limit(1),
    );
    return send('DELETE', `/api/user/medications/allergies?u_id=${pat.uId}&allergy_id=${allergyId}`, undefined, pat);
  },
  'GET /api/conversations/patients': async ({ pat }) => get(`/api/conversations/patients?u_id=${pat.uId}`, pat),
  'GET /api/conversations/messages': async ({ db, pat }) => {
    const convId = await lastId(db.select({ id: conversations.convId }).from(conversations).where(eq(conversations.uId, pat.uId)).limit(1));
    return get(`/api/conversations/messages?u_id=${pat.uId}&conv_id=${convId}`, pat);
  },
  'GET /api/user/medications': async ({ pat }) => get(`/api/user/medications?u_id=${pat.uId}&med_type=prescription`, pat),
  'GET /api/user/medications/required-surveys': async ({ db, pat }) => {
    const mId = await lastId(
      db.select({ id: prescriptions.mId }).from(prescriptions).where(and(eq(prescriptions.uId, pat.uId), eq(prescriptions.rxNumber, '6012007'))),
    );
    return get(`/api/user/medications/required-surveys?u_id=${pat.uId}&m_ids[]=${mId}`, pat);
  },
  'GET /api/refill-requests': async ({ pat }) => get(`/api/refill-requests?u_id=${pat.uId}&status=all`, pat),
  'POST /api/refill-requests': async ({ db, pat }) => {
    const payload = await refillPayload(db, pat.uId, ['6012002'], { addrId: await refillAddress(db, pat.uId), now: new Date() });
    return { ...send('POST', '/api/refill-requests', payload, pat), headers: { authorization: pat.bearer, 'idempotency-key': 'audit-sample-refill-1' } };
  },
  'PUT /api/refill-requests': async ({ db, pat }) => {
    const payload = await refillPayload(db, pat.uId, ['6012002', '6012005'], { addrId: await refillAddress(db, pat.uId), now: new Date() });
    return send('PUT', '/api/refill-requests', { ...payload, paymentMethod: 1, requestId: await requestedRefill(db, pat.uId) }, pat);
  },
  'GET /api/refill-requests/billing': async ({ pat }) => get(`/api/refill-requests/billing?u_id=${pat.uId}&rxNumber=6012001`, pat),
  'GET /api/feedback': async ({ pat }) => get(`/api/feedback?u_id=${pat.uId}&feedback_type=NPS`, pat),
  'POST /api/feedback': async ({ pat }) =>
    send(
      'POST',
      '/api/feedback',
      {
        u_id: pat.uId,
        product: 'portal',
        feedback_type: 'NPS',
        feedback: [
          { name: 'score', question: 'How likely are you to recommend us?', value: '9' },
          { name: 'comment', question: 'Anything else?', value: 'Quick delivery.' },
        ],
      },
      pat,
    ),
  'GET /api/user/orders': async ({ pat }) => get(`/api/user/orders?u_id=${pat.uId}`, pat),
  'POST /api/user/medications/opt-out': async ({ pat }) =>
    send('POST', '/api/user/medications/opt-out', { u_id: pat.uId, rxNumber: '6012004', reasons: ['financial'], otherReason: null }, pat),
  'DELETE /api/user/self-reported/medications': async ({ db, pat }) => {
    const [row] = await db
      .insert(additionalMedications)
      .values({ uId: pat.uId, medicationName: 'Zinc', dosage: '50 mg', description: 'Daily' })
      .returning({ medId: additionalMedications.medId });
    return send('DELETE', '/api/user/self-reported/medications', { uId: pat.uId, medId: row!.medId }, pat);
  },
  'GET /api/user/counseling': async ({ maria }) => get(`/api/user/counseling?u_id=${maria.uId}&completed=0`, maria),
  'POST /api/user/counseling/viewed': async ({ db, maria }) => {
    const eventId = await lastId(db.select({ id: counselingEvents.eventId }).from(counselingEvents).where(eq(counselingEvents.uId, maria.uId)).limit(1));
    return send('POST', '/api/user/counseling/viewed', { u_id: maria.uId, eventId }, maria);
  },
  'GET /api/surveys': async ({ pat }) => get(`/api/surveys?u_id=${pat.uId}&survey_event_id=9101&locale=en`, pat),
  'POST /api/survey-responses/partial': async ({ pat }) =>
    send('POST', '/api/survey-responses/partial', { u_id: pat.uId, survey_event_id: 9101, flaggedQuestions: [], careProviderId: null, answers: [{ questionNum: 1, answer: '', answerOption: 0 }], score: 0 }, pat),
  'POST /api/survey-responses': async ({ pat }) =>
    send(
      'POST',
      '/api/survey-responses?survey_event_id=9102',
      {
        u_id: pat.uId,
        survey_event_id: 9102,
        surveyId: 32,
        time_completed: '2026-01-05 10:30:00',
        numQuestions: 3,
        answers: [
          { questionNum: 1, answer: 'Never', answerOption: 0 },
          { questionNum: 2, answer: 'Mild', answerOption: 0 },
          { questionNum: 3, answer: 'No', answerOption: 1 },
        ],
        flaggedQuestions: [],
        careProviderId: null,
        medications: [],
        score: 0,
      },
      pat,
    ),
  'GET /api/documents/patient': async ({ pat }) => get(`/api/documents/patient?u_id=${pat.uId}`, pat),
  'GET /api/document': async ({ db, pat }) => {
    const [row] = await db.select({ id: documents.docId }).from(documents).where(eq(documents.uId, pat.uId)).limit(1);
    return get(`/api/document?docId=${row!.id}`, pat);
  },
  'GET /api/documents/sign': async ({ db, pat }) => {
    const { srUuid, signerUuid } = await consentOf(db, pat.uId);
    return get(`/api/documents/sign?srUuid=${srUuid}&signerUuid=${signerUuid}`);
  },
  'POST /api/documents/sign': async ({ db, maria }) => {
    const { srUuid, signerUuid, pdfBase64 } = await consentOf(db, maria.uId);
    return send('POST', '/api/documents/sign', { srUuid, signerUuid, data: await filledConsent(pdfBase64), contentType: 'application/pdf' });
  },
  'GET /api/discount-cards': async ({ db, pat }) => {
    await seedDiscountCard(db, pat.uId, new Date());
    return get(`/api/discount-cards?u_id=${pat.uId}&locale=en`, pat);
  },
  'POST /api/discount-cards/answers': async ({ db, pat }) =>
    send('POST', '/api/discount-cards/answers', { u_id: pat.uId, discountId: await seedDiscountCard(db, pat.uId, new Date()), sessionId: 'sample', surveyType: 'Tutorial', answers: [{ questionId: 1, answer: 'Yes' }] }, pat),
  'POST /api/discount-cards/redemptions': async ({ db, pat }) =>
    send('POST', '/api/discount-cards/redemptions', { u_id: pat.uId, discountId: await seedDiscountCard(db, pat.uId, new Date()) }, pat),
  'GET /api/user/medications/reminders': async ({ pat }) => get(`/api/user/medications/reminders?u_id=${pat.uId}`, pat),
  'PUT /api/user/medications/reminder': async ({ db, pat }) =>
    send('PUT', '/api/user/medications/reminder', { u_id: pat.uId, gId: await activePrescriptionOf(db, pat.uId), leadDays: 3, timeZone: 'America/New_York' }, pat),
  'DELETE /api/user/medications/reminder': async ({ db, pat }) =>
    send('DELETE', '/api/user/medications/reminder', { u_id: pat.uId, gId: await withReminder(db, pat.uId) }, pat),
};
