import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linkParamsFrom, routeAfterLogin, type AfterLoginInput } from '../../../src/core/session/route-after-login';

const ready = { consentDate: '2026-01-02', emailVerified: 1, groupsMapped: 2 };
const route = (overrides: Partial<AfterLoginInput>) => routeAfterLogin({ user: ready, params: {}, variant: 'standard', ...overrides });

describe('post-login routing (spec 01 §4), each target', () => {
  it.each<[string, Partial<AfterLoginInput>, object]>([
    ['action unsubscribe', { params: { action: 'unsubscribe' } }, { path: '/settings', state: { action: 'unsubscribe' } }],
    ['no consent date', { user: { ...ready, consentDate: null } }, { path: '/consent' }],
    ['e-mail not verified', { user: { ...ready, emailVerified: 0 } }, { path: '/email-verify' }],
    ['survey link', { params: { survey_event_id: '12' } }, { path: '/survey', query: { survey_event_id: '12' } }],
    ['refill event', { params: { refill_event_id: '5' } }, { path: '/refill', query: { refill_event_id: '5' } }],
    ['discount card', { params: { card_id: '9' } }, { path: '/discount-card', query: { card_id: '9' } }],
    ['documents', { params: { doc_id: '3' } }, { path: '/documents', query: { doc_id: '3' } }],
    ['chat link', { params: { conv_id: '44' } }, { path: '/chat', state: { convIdFromLink: 44 } }],
    ['care groups to map', { variant: 'care-program', user: { ...ready, groupsMapped: 0 } }, { path: '/care-programs' }],
    ['refill update', { refillUpdate: { requestId: 1 } }, { path: '/refill', state: { refillUpdate: { requestId: 1 } } }],
    ['insurance link', { params: { link: 'insurance' } }, { path: '/profile', state: { initialOption: 2 } }],
    ['missing-insurance link', { params: { link: 'missing-insurance' } }, { path: '/profile', state: { initialOption: 2.1 } }],
    ['address link', { params: { link: 'address' } }, { path: '/profile', state: { initialOption: 3 } }],
    ['confirm-address link', { params: { link: 'confirm-address' } }, { path: '/profile', state: { initialOption: 3.1 } }],
    ['home', {}, { path: '/home' }],
    ['home with the bookmark notice', { params: { redirect: '1' } }, { path: '/home', query: { redirect: '1' } }],
  ])('%s', (_name, input, expected) => {
    expect(route(input)).toEqual(expected);
  });

  it('care groups are only mapped in the care-program variant, and only when groupsMapped is 0', () => {
    expect(route({ variant: 'standard', user: { ...ready, groupsMapped: 0 } }).path).toBe('/home');
    expect(route({ variant: 'care-program', user: { ...ready, groupsMapped: 3 } }).path).toBe('/home');
  });

  it('ignores empty link values and unknown link names', () => {
    expect(route({ params: { survey_event_id: '  ', link: 'elsewhere' } }).path).toBe('/home');
  });
});

describe('priority', () => {
  const order = ['/settings', '/consent', '/email-verify', '/survey', '/refill', '/discount-card', '/documents', '/chat', '/care-programs'];
  it('an earlier condition always wins over a later one', () => {
    fc.assert(
      fc.property(
        fc.record({
          unsubscribe: fc.boolean(),
          noConsent: fc.boolean(),
          unverified: fc.boolean(),
          survey: fc.boolean(),
          refill: fc.boolean(),
          card: fc.boolean(),
          doc: fc.boolean(),
          conv: fc.boolean(),
          groups: fc.boolean(),
        }),
        (f) => {
          const target = routeAfterLogin({
            user: { consentDate: f.noConsent ? null : '2026-01-01', emailVerified: f.unverified ? 0 : 1, groupsMapped: f.groups ? 0 : 2 },
            params: {
              action: f.unsubscribe ? 'unsubscribe' : undefined,
              survey_event_id: f.survey ? '1' : undefined,
              refill_event_id: f.refill ? '1' : undefined,
              card_id: f.card ? '1' : undefined,
              doc_id: f.doc ? '1' : undefined,
              conv_id: f.conv ? '1' : undefined,
            },
            variant: 'care-program',
          });
          const flags = [f.unsubscribe, f.noConsent, f.unverified, f.survey, f.refill, f.card, f.doc, f.conv, f.groups];
          const first = flags.indexOf(true);
          return first === -1 ? target.path === '/home' : target.path === order[first];
        },
      ),
    );
  });
});

describe('link parameters', () => {
  it('keeps only the known parameters', () => {
    expect(linkParamsFrom('?conv_id=4&utm_source=x&link=address&auth=secret')).toEqual({ conv_id: '4', link: 'address' });
  });
});
