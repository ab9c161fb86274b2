import { afterAll, describe, expect, it } from 'vitest';
import { signedInPatient, type TestPatient } from '../support/patients';
import { createTestApp } from '../support/test-app';

/** Analytics session and page view ids belong to the patient who made them: to anyone else they are unknown (404). */
const t = await createTestApp();
afterAll(() => t.close());

const pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
const maria = await signedInPatient(t.database.db, 'maria.demo@example.com');

const call = (patient: TestPatient, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: patient.bearer }, payload });

const patSession = { sessionId: 'pat-session-1', productName: 'portal' };
const patPageview = { sessionId: 'pat-session-1', pagePath: '/medication', pageTitle: 'Lisinopril refill', pageviewId: 'pat-view-1' };
const mariaSession = { sessionId: 'maria-session-1', productName: 'portal' };

describe('analytics ids of another patient', () => {
  it('are 404 on every analytics route, and nothing of them is answered or changed', async () => {
    expect((await call(pat, 'POST', '/physician/analytics/session', patSession)).statusCode).toBe(200);
    expect((await call(pat, 'POST', '/physician/analytics/pageview', patPageview)).statusCode).toBe(200);
    expect((await call(maria, 'POST', '/physician/analytics/session', mariaSession)).statusCode).toBe(200);

    const attempts = [
      call(maria, 'POST', '/physician/analytics/session', { ...patSession, productName: 'taken' }),
      call(maria, 'PUT', '/physician/analytics/session', { ...patSession, productName: 'taken' }),
      call(maria, 'POST', '/physician/analytics/pageview', { ...patPageview, pageviewId: 'maria-view-x' }),
      call(maria, 'PUT', '/physician/analytics/pageview', { ...patPageview, pageTitle: 'Overwritten' }),
      // Her own session, his page view id: no 409 carrying his stored page view.
      call(maria, 'POST', '/physician/analytics/pageview', { ...patPageview, sessionId: mariaSession.sessionId }),
      call(maria, 'PUT', '/physician/analytics/pageview', { ...patPageview, sessionId: mariaSession.sessionId, pageTitle: 'Moved' }),
      call(maria, 'POST', '/web/analytics/action', { pageviewId: patPageview.pageviewId, actionName: 'click', actionCompleted: true }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Lisinopril refill');
    }

    // His records are as he left them: his own repeats are conflicts that answer them.
    const session = await call(pat, 'POST', '/physician/analytics/session', { ...patSession, productName: 'again' });
    expect(session.statusCode).toBe(409);
    expect(session.json()).toEqual(patSession);
    const pageview = await call(pat, 'POST', '/physician/analytics/pageview', { ...patPageview, pageTitle: 'again' });
    expect(pageview.statusCode).toBe(409);
    expect(pageview.json()).toEqual(patPageview);
    const action = await call(pat, 'POST', '/web/analytics/action', { pageviewId: patPageview.pageviewId, actionName: 'click', actionCompleted: true });
    expect(action.statusCode).toBe(200);
  });
});
