import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NoticeListResponse, noticeListResponseSchema } from '../../../src/domain/company/outage-notice.schema';
import { notices } from '../../../server/schema';
import { DEMO_NOTICES } from '../../../server/seed/seed';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/notice/list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the seeded notices as { notices: [{ id, message }] } without logging in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notice/list' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<NoticeListResponse>();
    expect(noticeListResponseSchema.parse(body)).toEqual(body);
    expect(body.notices.map((notice) => notice.message)).toEqual(DEMO_NOTICES.map((notice) => notice.message));
    for (const notice of body.notices) expect(Object.keys(notice).sort()).toEqual(['id', 'message']);
  });

  it('leaves inactive notices out', async () => {
    const [inactive] = await t.database.db
      .insert(notices)
      .values({ message: 'Old outage, resolved', active: false })
      .returning({ id: notices.id });
    const body = (await t.app.inject({ method: 'GET', url: '/api/notice/list' })).json<NoticeListResponse>();
    expect(body.notices.map((notice) => notice.id)).not.toContain(inactive!.id);
    expect(body.notices).toHaveLength(DEMO_NOTICES.length);
  });

  it('answers each message in the locale asked for: Spanish where stored, English otherwise', async () => {
    const [untranslated] = await t.database.db
      .insert(notices)
      .values({ message: 'Phone lines are busy this morning.' })
      .returning({ id: notices.id });
    const messages = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/notice/list${query}` })).json<NoticeListResponse>().notices;

    const spanish = await messages('?locale=es');
    expect(spanish.map((notice) => notice.message)).toEqual([
      ...DEMO_NOTICES.map((notice) => notice.messageEs),
      'Phone lines are busy this morning.',
    ]);
    expect(spanish.at(-1)!.id).toBe(untranslated!.id);
    const english = [...DEMO_NOTICES.map((notice) => notice.message), 'Phone lines are busy this morning.'];
    expect((await messages('?locale=en')).map((notice) => notice.message)).toEqual(english);
    expect((await messages('')).map((notice) => notice.message)).toEqual(english);
    expect((await messages('?locale=es')).map((notice) => notice.id)).toEqual((await messages('')).map((notice) => notice.id));
  });

  it('refuses a locale other than en or es with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notice/list?locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/locale/);
  });
});
