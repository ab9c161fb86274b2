import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintIdToken } from '../support/test-tokens';
import { signedInPatient, storedSub } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A token of this seeded patient saying the identity verified `email` for it. */
async function verifiedFor(seededUsername: string, email: string) {
  const sub = await storedSub(t.database.db, seededUsername);
  return mintIdToken(TEST_IDENTITY, { sub, username: seededUsername, pool: 'standard', email, emailVerified: true });
}

async function changeUsername(uId: number, token: string, email: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/patients/username',
    headers: { authorization: `Bearer ${token}` },
    payload: { u_id: uId, mainContact: { type: 'email', value: email } },
  });
}

describe('PUT /patients/username, two patients racing for one address', () => {
  it('lets exactly one have it and answers the other 409 with the reason, never 500', async () => {
    const [maria, hannah] = await Promise.all(['maria.demo@example.com', 'hannah.home@example.com'].map((username) => signedInPatient(t.database.db, username)));
    // Several rounds, each a fresh address both patients verified: the first update's row is not
    // committed when the second one checks, so only the unique index can refuse the loser.
    for (let round = 0; round < 6; round++) {
      const email = `race-${round}@example.com`;
      const tokens = await Promise.all([verifiedFor(maria!.username, email), verifiedFor(hannah!.username, email)]);
      const answers = await Promise.all([changeUsername(maria!.uId, tokens[0], email), changeUsername(hannah!.uId, tokens[1], email)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ message: 'An account with this username already exists' });
      // The winner now signs in with the address; put it back so the next round races again.
      const winner = answers[0]!.statusCode === 200 ? maria! : hannah!;
      const back = await verifiedFor(email, winner.username);
      expect((await changeUsername(winner.uId, back, winner.username)).statusCode).toBe(200);
    }
  });
});
