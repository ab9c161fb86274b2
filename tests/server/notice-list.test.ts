import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NoticeListResponse, noticeListResponseSchema } from '../../src/domain/company/outage-notice.schema';
import { notices } from '../../server/db/schema';
import { DEMO_NOTICES } from '../../server/db/seed';
import { createTestApp, type TestApp } from './support/test-app';

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
    expect(body.notices.map((notice) => notice.message)).toEqual([...DEMO_NOTICES]);
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
});
