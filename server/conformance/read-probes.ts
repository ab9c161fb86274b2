import { randomUUID } from 'node:crypto';
import { isPortalRefillable, type PortalRefillCandidate } from '../../src/domain/medication/refill-eligibility';
import { firstNumber, firstString, list, record, u, UNKNOWN_CODE, type Probe } from './probe-kit';

/** RSA-OAEP (SHA-256) under the server's public key, base64: how spec 01 §7 sends a username to GET /company/support. */
async function encryptForServer(text: string, jwk: JsonWebKey): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', { ...jwk, ext: true }, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text))).toString('base64');
}

/** The reads, in order: those that learn ids (the session, documents, conversations...) before those that need them. */
export const READ_PROBES: readonly Probe[] = [
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
];
