import { randomBytes, randomUUID } from 'node:crypto';
import { firstNumber, record, u, UNKNOWN_CODE, UNKNOWN_ID, type Probe, type ProbeContext, type ProbeRequest } from './probe-kit';

/** A US address the reference server's postal check accepts (any real city, state and ZIP agree). */
const TEST_ADDRESS = { street: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10118' };
const addressFields = (street = TEST_ADDRESS.street) => [
  { name: 'street', value: street },
  { name: 'city', value: TEST_ADDRESS.city },
  { name: 'state', value: TEST_ADDRESS.state },
  { name: 'zip', value: TEST_ADDRESS.zip },
];
const addressPayload = (context: ProbeContext, street?: string) => ({ ...u(context), isPrimary: 0, isShipping: 0, isBilling: 0, addressType: 'Other', address: addressFields(street) });

/**
 * Create, change and remove one entry of a patient's list (spec 01 §7: contacts, medications, allergies, insurance, addresses).
 * `id` is the entry's id field (e.g. contactId); the DELETE names it in snake case (contact_id). The id learnt is kept as
 * the fact `fact`, by default `id`.
 */
function ownedList(path: string, options: { created: string; id: `${string}Id`; fields: (context: ProbeContext, changed: boolean) => Record<string, unknown>; fact?: string; extraUpdate?: Record<string, unknown> }): Probe[] {
  const fact = options.fact ?? options.id;
  const queryId = options.id.replace(/Id$/, '_id');
  return [
    {
      call: `POST ${path}`,
      request: (context) => ({ body: { ...u(context), ...options.fields(context, false) } }),
      expect: [200, 201],
      learn: (body, context) => {
        context.facts[fact] = firstNumber([record(record(body)[options.created])], options.id);
      },
    },
    {
      call: `PUT ${path}`,
      needs: [fact],
      request: (context) => ({ body: { ...u(context), ...options.fields(context, true), ...options.extraUpdate, [options.id]: context.facts[fact] } }),
      expect: [200],
    },
    {
      call: `DELETE ${path}`,
      needs: [fact],
      request: (context) => ({ query: { ...u(context), [queryId]: context.facts[fact] as number } }),
      expect: [200],
    },
  ];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The refill orders to try: each of the next 45 days, with each of up to three prescriptions the
 * portal may refill, delivered to the patient's address. The pharmacy's rules (lead time, weekdays,
 * holidays, refill dates, required assessments) refuse most with 400, 409 or 422; the first accepted is the order.
 */
function refillCandidates(context: ProbeContext): ProbeRequest[] {
  const prescriptions = context.facts.refillable as { gId: number; rxNumber: string }[];
  const candidates: ProbeRequest[] = [];
  for (let day = 1; day <= 45; day += 1) {
    const deliveryDate = isoDay(new Date(Date.now() + day * 86_400_000));
    for (const prescription of prescriptions) {
      const body = {
        ...u(context),
        addrId: context.facts.deliveryAddrId,
        isPickup: 0,
        deliveryDate,
        paymentMethod: 0,
        supplies: null,
        deliveryInstructions: null,
        prescriptions: [prescription],
        rxNumber: prescription.rxNumber,
      };
      candidates.push({ body, headers: { 'Idempotency-Key': randomUUID() } });
    }
  }
  return candidates;
}

/** The writes (with --writes only, on a test patient). What they create they remove where the API allows. */
export const WRITE_PROBES: readonly Probe[] = [
  ...ownedList('/user/contact', {
    created: 'contact',
    id: 'contactId',
    fields: (context, changed) => ({ contactName: `Conformance ${context.runId}`, contactDetail: changed ? 'Changed by the conformance kit' : 'Added by the conformance kit', phone: '+12025550143', email: null }),
  }),
  ...ownedList('/user/medications/additional', {
    created: 'medication',
    id: 'medId',
    fields: (_context, changed) => ({ medicationName: 'Conformance check', dosage: changed ? '20 mg' : '10 mg', description: 'Conformance kit', notes: '' }),
  }),
  ...ownedList('/user/medications/allergies', {
    created: 'allergy',
    id: 'allergyId',
    fields: (_context, changed) => ({ medicationName: 'Conformance check', dosage: changed ? 'Severe' : 'Mild', description: 'Conformance kit', notes: '' }),
  }),
  ...ownedList('/user/insurance', {
    created: 'insurance',
    id: 'insuranceId',
    extraUpdate: { isPrimary: false },
    fields: (context, changed) => ({ planName: 'Conformance plan', memberId: `CK${context.runId.slice(0, 8)}`, bin: '610014', pcn: changed ? 'CKPCN2' : 'CKPCN1', group: 'CONFORMANCE' }),
  }),
  {
    call: 'POST /address/verify',
    request: () => ({ body: { ...TEST_ADDRESS } }),
    expect: [200],
  },
  ...['/v2/user/address', '/user/address'].flatMap((path) =>
    ownedList(path, {
      created: 'address',
      id: 'addrId',
      fact: `addrId ${path}`,
      fields: (context, changed) => {
        const { u_id: _uId, ...fields } = addressPayload(context, changed ? '350 5th Ave' : undefined);
        return fields;
      },
    }),
  ),
  {
    call: 'POST /refill-requests',
    needs: ['refillable', 'deliveryAddrId'],
    request: () => ({}),
    candidates: (context) => refillCandidates(context),
    retryOn: [400, 409, 422],
    expect: [200, 201],
    idempotent: true,
    shows: 'one order for two sends with one Idempotency-Key',
    learn: (body, context, request) => {
      context.facts.refillRequestId = firstNumber([record(record(body).request)], 'requestId');
      context.facts.refillPayload = request.body;
    },
  },
  {
    call: 'PUT /refill-requests',
    needs: ['refillRequestId', 'refillPayload'],
    request: (context) => ({ body: { ...(context.facts.refillPayload as object), requestId: context.facts.refillRequestId, deliveryInstructions: 'Changed by the conformance kit' } }),
    expect: [200],
  },
  {
    call: 'PUT /user',
    // The patient's own time zone written back: nothing changes.
    needs: ['timezone'],
    request: (context) => ({ body: { ...u(context), userData: [{ Name: 'timezone', Value: context.facts.timezone }] } }),
    expect: [200],
  },
  {
    call: 'POST /support-requests',
    request: (context) => ({
      body: { ...u(context), reason: 'Other', relatingTo: 'Other', relatingModule: 'Other', additionalDetails: `Conformance kit check ${context.runId}: please ignore.` },
    }),
    expect: [200],
  },
  {
    call: 'POST /feedback',
    request: (context) => ({ body: { ...u(context), product: 'rx-widgets-conformance', feedback_type: 'NPS', feedback: [{ name: 'score', question: 'How likely are you to recommend us?', value: '10' }] } }),
    expect: [200, 201],
  },
  {
    call: 'POST /physician/analytics/session',
    request: (context) => {
      context.facts.sessionId = randomUUID();
      return { body: { sessionId: context.facts.sessionId, productName: 'rx-widgets-conformance' } };
    },
    expect: [200, 201, 204, 409],
  },
  {
    call: 'PUT /physician/analytics/session',
    needs: ['sessionId'],
    request: (context) => ({ body: { sessionId: context.facts.sessionId, productName: 'rx-widgets-conformance' } }),
    expect: [200, 201, 204, 409],
  },
  {
    call: 'POST /physician/analytics/pageview',
    needs: ['sessionId'],
    request: (context) => {
      context.facts.pageviewId = randomUUID();
      return { body: { sessionId: context.facts.sessionId, pagePath: '/conformance', pageTitle: 'Conformance', pageviewId: context.facts.pageviewId } };
    },
    expect: [200, 201, 204, 409],
  },
  {
    call: 'PUT /physician/analytics/pageview',
    needs: ['pageviewId'],
    request: (context) => ({ body: { sessionId: context.facts.sessionId, pagePath: '/conformance', pageTitle: 'Conformance', pageviewId: context.facts.pageviewId } }),
    expect: [200, 201, 204, 409],
  },
  {
    call: 'POST /web/analytics/action',
    needs: ['pageviewId'],
    request: (context) => ({ body: { pageviewId: context.facts.pageviewId, actionName: 'conformance', actionCompleted: true, actionHref: '/conformance' } }),
    expect: [200, 201, 204, 409],
  },
];

/** Writes the error catalogue refuses without changing anything: unknown ids, codes and links. */
export const REFUSED_WRITE_PROBES: readonly Probe[] = [
  {
    call: 'POST /user/activity/completed',
    request: (context) => ({ body: { ...u(context), activityId: UNKNOWN_ID } }),
    expect: [404],
    shows: 'an activity that is not the patient\'s answers 404',
  },
  {
    call: 'POST /user/counseling/viewed',
    request: (context) => ({ body: { ...u(context), eventId: UNKNOWN_ID } }),
    expect: [404],
    shows: 'counseling event not found answers 404 (spec 02 §8)',
  },
  {
    call: 'POST /user/medications/opt-out',
    request: (context) => ({ body: { ...u(context), rxNumber: 'CONFORMANCE-0', reasons: ['other'], otherReason: 'Conformance kit' } }),
    expect: [404],
    shows: 'a prescription that is not the patient\'s answers 404',
  },
  {
    call: 'DELETE /user/self-reported/medications',
    request: (context) => ({ body: { uId: context.uId, medId: UNKNOWN_ID } }),
    expect: [404],
    shows: 'a medication that is not the patient\'s answers 404',
  },
  {
    call: 'POST /survey-responses/partial',
    request: (context) => ({ body: { ...u(context), survey_event_id: UNKNOWN_ID, flaggedQuestions: [], careProviderId: null, answers: [], score: 0 } }),
    expect: [404],
    shows: 'a survey event that is not the patient\'s answers 404',
  },
  {
    call: 'POST /survey-responses',
    request: (context) => ({
      query: { survey_event_id: UNKNOWN_ID },
      body: {
        ...u(context),
        survey_event_id: UNKNOWN_ID,
        surveyId: UNKNOWN_ID,
        time_completed: new Date().toISOString().slice(0, 19).replace('T', ' '),
        numQuestions: 0,
        answers: [],
        flaggedQuestions: [],
        careProviderId: null,
        medications: [],
        score: 0,
      },
    }),
    expect: [404],
    shows: 'a survey event that is not the patient\'s answers 404',
  },
  {
    call: 'PUT /patients/registration/visited',
    request: () => ({ body: { registration_code: UNKNOWN_CODE } }),
    expect: [404],
  },
  {
    call: 'POST /auth-links/exchange',
    request: () => ({ body: { token: randomBytes(32).toString('base64url') } }),
    expect: [410, 400],
    shows: 'an unknown auth link answers 410',
  },
  {
    call: 'POST /email-unsubscribe/lookup',
    request: () => ({ body: { email: 'conformance@example.com', token: 'conformance-unknown-token' } }),
    expect: [403, 400],
  },
  {
    call: 'PUT /email-unsubscribe',
    request: () => ({ body: { email: 'conformance@example.com', notificationPreference: 0, token: 'conformance-unknown-token' } }),
    expect: [403, 400],
  },
  {
    call: 'POST /documents/sign',
    request: () => ({ body: { srUuid: randomUUID(), signerUuid: randomUUID(), data: 'JVBERi0xLjQK', contentType: 'application/pdf' } }),
    expect: [404, 410, 400],
  },
  {
    call: 'POST /discount-cards/redemptions',
    request: (context) => ({ body: { ...u(context), discountId: UNKNOWN_ID } }),
    expect: [404],
  },
  {
    call: 'POST /discount-cards/answers',
    request: (context) => ({ body: { ...u(context), discountId: UNKNOWN_ID, sessionId: randomUUID(), surveyType: 'Tutorial', answers: [{ questionId: UNKNOWN_ID, answer: 'Conformance' }] } }),
    expect: [404, 400],
  },
  {
    call: 'DELETE /user/medications/reminder',
    request: (context) => ({ body: { ...u(context), gId: UNKNOWN_ID } }),
    expect: [404],
  },
  {
    call: 'PUT /user/medications/reminder',
    request: (context) => ({ body: { ...u(context), gId: UNKNOWN_ID, leadDays: 3, timeZone: 'America/New_York' } }),
    expect: [404],
  },
];
