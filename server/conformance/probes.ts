import { randomBytes, randomUUID } from 'node:crypto';
import { isPortalRefillable, type PortalRefillCandidate } from '../../src/domain/medication/refill-eligibility';

export type QueryValue = string | number | boolean | readonly (string | number)[];

/** What the kit knows while it runs: the signed-in test patient, and ids read from earlier answers. */
export interface ProbeContext {
  uId: number;
  companyId: number;
  brandId: number;
  phone: string | null;
  /** Ids the earlier answers gave (docId, convId, rxNumber, ...), for the calls that need one. */
  facts: Record<string, unknown>;
  /** Unique per run: names of what a write creates. */
  runId: string;
}

export interface ProbeRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * How the kit exercises one call of spec section 7: the request (built from the context), the
 * statuses the widgets accept, the facts it needs from earlier answers, and what it learns from
 * its own answer. Responses are checked against the reference route's schemas for the status
 * (the shared zod schemas of src/domain), errors against the error response schema.
 */
export interface Probe {
  call: string;
  request: (context: ProbeContext) => ProbeRequest | Promise<ProbeRequest>;
  /**
   * Requests to try in turn instead of `request`, while the answer is one of `retryOn` (a refill
   * needs a delivery day the pharmacy's rules allow, which the kit finds by asking).
   */
  candidates?: (context: ProbeContext) => ProbeRequest[];
  retryOn?: readonly number[];
  /** The statuses the widgets accept here (spec sections 7 and 8). */
  expect: readonly number[];
  needs?: readonly string[];
  learn?: (body: unknown, context: ProbeContext, request: ProbeRequest) => void;
  /** The same request sent twice must give the same answer and make one record (spec: Idempotency-Key). */
  idempotent?: boolean;
  /** What this probe shows (printed beside the result). */
  shows?: string;
}

/**
 * Calls of spec section 7 that no element makes (the widgets' other clients may): checked too, and
 * listed apart from the elements in the report.
 */
export const SPEC_ONLY_CALLS: readonly string[] = ['GET /company/support', 'DELETE /user/self-reported/medications'];

/** RSA-OAEP (SHA-256) under the server's public key, base64: how spec 01 §7 sends a username to GET /company/support. */
async function encryptForServer(text: string, jwk: JsonWebKey): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', { ...jwk, ext: true }, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text))).toString('base64');
}

/** An id no server has: asks for the "not found" answer of the error catalogue without touching data. */
export const UNKNOWN_ID = 2_147_000_001;
const UNKNOWN_CODE = 'CONFORMANCE-NO-SUCH-CODE';

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);
const firstNumber = (items: Record<string, unknown>[], key: string) => items.map((item) => item[key]).find((value): value is number => typeof value === 'number');
const firstString = (items: Record<string, unknown>[], key: string) => items.map((item) => item[key]).find((value): value is string => typeof value === 'string');
const u = (context: ProbeContext) => ({ u_id: context.uId });

/** A US address the reference server's postal check accepts (any real city, state and ZIP agree). */
const TEST_ADDRESS = { street: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10118' };
const addressFields = (street = TEST_ADDRESS.street) => [
  { name: 'street', value: street },
  { name: 'city', value: TEST_ADDRESS.city },
  { name: 'state', value: TEST_ADDRESS.state },
  { name: 'zip', value: TEST_ADDRESS.zip },
];
const addressPayload = (context: ProbeContext, street?: string) => ({ ...u(context), isPrimary: 0, isShipping: 0, isBilling: 0, addressType: 'Other', address: addressFields(street) });

/** Create, change and remove one entry of a patient's list (spec 01 §7: contacts, medications, allergies, insurance, addresses). */
function ownedList(path: string, options: { created: string; id: string; queryId: string; fields: (context: ProbeContext, changed: boolean) => Record<string, unknown>; fact: string; extraUpdate?: Record<string, unknown> }): Probe[] {
  return [
    {
      call: `POST ${path}`,
      request: (context) => ({ body: { ...u(context), ...options.fields(context, false) } }),
      expect: [200, 201],
      learn: (body, context) => {
        context.facts[options.fact] = firstNumber([record(record(body)[options.created])], options.id);
      },
    },
    {
      call: `PUT ${path}`,
      needs: [options.fact],
      request: (context) => ({ body: { ...u(context), ...options.fields(context, true), ...options.extraUpdate, [options.id]: context.facts[options.fact] } }),
      expect: [200],
    },
    {
      call: `DELETE ${path}`,
      needs: [options.fact],
      request: (context) => ({ query: { ...u(context), [options.queryId]: context.facts[options.fact] as number } }),
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

/**
 * Every probe, in the order they run: reads that learn ids first, then the calls that need them,
 * writes last. A call may have several probes (its answer, then its error catalogue entries).
 */
export const PROBES: readonly Probe[] = [
  {
    call: 'GET /session',
    request: () => ({}),
    expect: [200],
    learn: (body, context) => {
      const session = record(body);
      if (typeof session.u_ID === 'number') context.uId = session.u_ID;
      if (typeof session.companyId === 'number') context.companyId = session.companyId;
      if (typeof session.brandId === 'number') context.brandId = session.brandId;
      if (typeof session.phone === 'string') context.phone = session.phone;
    },
  },
  {
    call: 'GET /user',
    request: (context) => ({ query: u(context) }),
    expect: [200],
    learn: (body, context) => {
      const timezone = record(record(body).user).timezone;
      context.facts.timezone = typeof timezone === 'number' ? timezone : undefined;
    },
  },
  {
    call: 'GET /user/activities',
    request: (context) => ({ query: u(context) }),
    expect: [200, 404],
  },
  { call: 'GET /patients', request: (context) => ({ query: u(context) }), expect: [200] },
  { call: 'GET /text-consent/block-list', request: (context) => ({ query: { ...u(context), mobileNumber: context.phone ?? '+12025550143' } }), expect: [200] },
  {
    call: 'GET /patients/registration/public-key',
    request: () => ({}),
    expect: [200],
    learn: (body, context) => {
      context.facts.publicKey = record(body).jwk ?? undefined;
    },
  },
  {
    call: 'GET /company/support',
    needs: ['publicKey'],
    request: async (context) => ({
      query: { username_type: 'email', username: await encryptForServer('conformance@example.com', context.facts.publicKey as JsonWebKey) },
    }),
    expect: [200],
    shows: 'the support number for a username encrypted with the server key (spec 01 §7)',
  },
  {
    call: 'GET /patients/registration',
    request: () => ({ query: { registration_code: UNKNOWN_CODE } }),
    expect: [404],
    shows: 'an unknown registration code answers 404 (spec 01 §8: lookup failed)',
  },
  { call: 'GET /company/modules', request: (context) => ({ query: { company_id: context.companyId } }), expect: [200] },
  { call: 'GET /company/logo', request: (context) => ({ query: { company_id: context.companyId, brand_id: context.brandId } }), expect: [200] },
  { call: 'GET /company/brand-info', request: (context) => ({ query: { company_id: context.companyId, brand_id: context.brandId, locale: 'en' } }), expect: [200] },
  {
    call: 'GET /company/brand-info/alerts',
    request: (context) => ({ query: { company_id: context.companyId, brand_id: context.brandId, locale: 'en' } }),
    expect: [200, 404],
    shows: '404 means no alerts (spec 02 §7)',
  },
  { call: 'GET /company/terms', request: (context) => ({ query: { brand_id: context.brandId } }), expect: [200] },
  { call: 'GET /company/rx-status', request: (context) => ({ query: { company_id: context.companyId, locale: 'en' } }), expect: [200] },
  { call: 'GET /company/shipping-holidays', request: (context) => ({ query: { company_id: context.companyId, locale: 'en' } }), expect: [200] },
  { call: 'GET /care-groups/mapping', request: (context) => ({ query: u(context) }), expect: [200, 404], shows: '404: no group mappings (spec 01 §7)' },
  { call: 'GET /user/insurance', request: (context) => ({ query: u(context) }), expect: [200] },
  { call: 'GET /user/insurance/plan-options', request: (context) => ({ query: { brand_id: context.brandId } }), expect: [200] },
  {
    call: 'GET /user/address',
    request: (context) => ({ query: u(context) }),
    expect: [200],
    learn: (body, context) => {
      const addresses = list(record(body).addresses).filter((item) => item.isPickup === 0);
      context.facts.deliveryAddrId = firstNumber(addresses.filter((item) => item.shippingAddress === 1), 'addrId') ?? firstNumber(addresses, 'addrId');
    },
  },
  { call: 'GET /user/contact', request: (context) => ({ query: u(context) }), expect: [200] },
  { call: 'GET /user/medications/additional', request: (context) => ({ query: u(context) }), expect: [200] },
  { call: 'GET /user/medications/allergies', request: (context) => ({ query: u(context) }), expect: [200] },
  {
    call: 'GET /user/medications',
    request: (context) => ({ query: { ...u(context), med_type: 'prescription' } }),
    expect: [200],
    learn: (body, context) => {
      const medications = list(record(body).medications);
      context.facts.rxNumber = firstString(medications, 'rxNumber');
      const refillable = medications.filter((item) => item.hasActiveOrder === false && isPortalRefillable(item as unknown as PortalRefillCandidate));
      context.facts.refillable = refillable.length > 0 ? refillable.slice(0, 3).map((item) => ({ gId: item.gId, rxNumber: item.rxNumber })) : undefined;
      const mIds = medications.map((item) => item.mId).filter((value): value is number => typeof value === 'number');
      context.facts.mIds = mIds.length > 0 ? [...new Set(mIds)] : undefined;
    },
  },
  {
    call: 'GET /user/medications/required-surveys',
    needs: ['mIds'],
    request: (context) => ({ query: { ...u(context), 'm_ids[]': context.facts.mIds as number[] } }),
    expect: [200, 404],
    shows: '404: no required assessment (spec 02 §7)',
  },
  { call: 'GET /user/orders', request: (context) => ({ query: u(context) }), expect: [200] },
  { call: 'GET /user/medications/reminders', request: (context) => ({ query: u(context) }), expect: [200] },
  { call: 'GET /refill-requests', request: (context) => ({ query: u(context) }), expect: [200, 404] },
  {
    call: 'GET /refill-requests/billing',
    needs: ['rxNumber'],
    request: (context) => ({ query: { ...u(context), rxNumber: context.facts.rxNumber as string } }),
    expect: [200, 404],
  },
  {
    call: 'GET /feedback',
    request: (context) => ({ query: { ...u(context), feedback_type: 'NPS' } }),
    expect: [200, 404],
    shows: "'No results found' when never given (spec 02 §7)",
  },
  {
    call: 'GET /user/counseling',
    request: (context) => ({ query: u(context) }),
    expect: [200, 404],
    learn: (body, context) => {
      context.facts.eventId = firstNumber(list(record(body).counseling), 'eventId');
    },
  },
  {
    call: 'GET /documents/patient',
    request: (context) => ({ query: { ...u(context), brand_id: context.brandId } }),
    expect: [200],
    learn: (body, context) => {
      context.facts.docId = firstNumber(list(record(body).documents), 'docId');
    },
  },
  { call: 'GET /document', needs: ['docId'], request: (context) => ({ query: { docId: context.facts.docId as number } }), expect: [200] },
  {
    call: 'GET /documents/sign',
    request: () => ({ query: { srUuid: randomUUID(), signerUuid: randomUUID() } }),
    expect: [404, 410],
    shows: 'an unknown signing link answers 404 or 410',
  },
  {
    call: 'GET /enroll-request',
    request: () => ({ query: { registration_code: UNKNOWN_CODE } }),
    expect: [404],
    shows: 'an unknown registration code answers 404',
  },
  {
    call: 'GET /conversations/patients',
    request: (context) => ({ query: u(context) }),
    expect: [200],
    learn: (body, context) => {
      context.facts.convId = firstNumber(list(record(body).conversations), 'convId');
    },
  },
  {
    call: 'GET /conversations/messages',
    needs: ['convId'],
    request: (context) => ({ query: { conv_id: context.facts.convId as number, u_id: context.uId, msg_start: 0, msg_limit: 25 } }),
    expect: [200],
  },
  { call: 'GET /surveys', request: (context) => ({ query: { ...u(context), status: 'incomplete', locale: 'en' } }), expect: [200, 404] },
  {
    call: 'GET /drugs/ndc.json',
    request: () => ({ query: { search: 'brand_name_base:"Lisinopril"', limit: 10 } }),
    expect: [200, 404],
  },
  {
    call: 'GET /drugs/ndc.json',
    request: () => ({ query: { search: 'product_ndc:"1234567890123"', limit: 10 } }),
    expect: [409],
    shows: 'a product NDC of more than 9 digits answers 409 NDC_LIMIT (spec 02 §8)',
  },
  {
    call: 'GET /drugs/ndc.json',
    request: () => ({ query: { search: 'product_ndc:"12-34"', limit: 10 } }),
    expect: [410],
    shows: 'a malformed product NDC answers 410 INVALID_NDC (spec 02 §8)',
  },
  { call: 'GET /discount-cards', request: (context) => ({ query: { ...u(context), locale: 'en' } }), expect: [200, 404] },
  { call: 'GET /notice/list', request: () => ({ query: { locale: 'en' } }), expect: [200] },

  // Writes: with --writes only, on a test patient. What they create they remove where the API allows.
  ...ownedList('/user/contact', {
    created: 'contact',
    id: 'contactId',
    queryId: 'contact_id',
    fact: 'contactId',
    fields: (context, changed) => ({ contactName: `Conformance ${context.runId}`, contactDetail: changed ? 'Changed by the conformance kit' : 'Added by the conformance kit', phone: '+12025550143', email: null }),
  }),
  ...ownedList('/user/medications/additional', {
    created: 'medication',
    id: 'medId',
    queryId: 'med_id',
    fact: 'medId',
    fields: (_context, changed) => ({ medicationName: 'Conformance check', dosage: changed ? '20 mg' : '10 mg', description: 'Conformance kit', notes: '' }),
  }),
  ...ownedList('/user/medications/allergies', {
    created: 'allergy',
    id: 'allergyId',
    queryId: 'allergy_id',
    fact: 'allergyId',
    fields: (_context, changed) => ({ medicationName: 'Conformance check', dosage: changed ? 'Severe' : 'Mild', description: 'Conformance kit', notes: '' }),
  }),
  ...ownedList('/user/insurance', {
    created: 'insurance',
    id: 'insuranceId',
    queryId: 'insurance_id',
    fact: 'insuranceId',
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
      queryId: 'addr_id',
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

  // Writes the error catalogue answers without changing anything: unknown ids and codes.
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

/** Calls the kit cannot exercise on any test patient without side effects a partner would not want; said in the report. */
export const NOT_EXERCISED: Readonly<Record<string, string>> = {
  'PUT /patients': 'changes the verified e-mail or secondary contact of the account',
  'PUT /patients/username': 'changes the sign-in name of the account',
  'POST /email-verification': 'sends a verification e-mail',
  'PUT /patients/registration': 'registers a new account (needs a registration code)',
  'POST /account-recovery-request': 'sends an account recovery request to the pharmacy',
  'POST /enroll-request': 'sends an enrollment request to the pharmacy',
  'POST /v2/patient/care-groups': 'changes the care programs of the patient',
};
