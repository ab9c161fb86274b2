import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

const standard = IDENTITY_CONFIG.pools.standard;
const PASSWORD = 'Correct#Horse42';

let t: SignedInApp;
beforeAll(async () => {
  t = await createSignedInApp({ seeded: false });
});
afterAll(async () => t?.close());

const forgot = (username: string) => t.client.call('ForgotPassword', { ClientId: standard.clientId, Username: username });

const shapeOf = (answer: Awaited<ReturnType<typeof forgot>>) => ({ status: answer.status, body: answer.body });

describe('ForgotPassword tells nobody whether a username belongs to a patient', () => {
  it('answers a phone username with an e-mail on file exactly as an unknown phone number, and texts the code to that phone', async () => {
    await createIdentityUser({ pool: 'standard', username: '+15555550142', email: 'phone.first@example.com', phone: '+15555550142', password: PASSWORD, confirmed: true });
    const known = await forgot('+15555550142');
    // The same length and last four digits, so the masked destinations are alike.
    const unknown = await forgot('+15555510142');
    expect(known.status).toBe(200);
    expect(shapeOf(known)).toEqual(shapeOf(unknown));
    expect(known.body).toEqual({ CodeDeliveryDetails: { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: '+*******0142' } });
    expect((await t.latestEntry('+15555550142')).purpose).toBe('forgot-password');
  });

  it('answers an e-mail username exactly as an unknown address of the same shape', async () => {
    await createIdentityUser({ pool: 'standard', username: 'known.reset@example.com', password: PASSWORD, confirmed: true });
    const known = await forgot('Known.Reset@example.com');
    const unknown = await forgot('kzzzz.zzzzz@example.com');
    expect(known.status).toBe(200);
    expect(shapeOf(known)).toEqual(shapeOf(unknown));
  });
});

describe('codes sent to one username', () => {
  it('stop after five an hour with the same LimitExceededException for a patient and a stranger, and no sixth code is sent', async () => {
    await createIdentityUser({ pool: 'standard', username: 'flooded@example.com', password: PASSWORD, confirmed: true });
    for (let i = 0; i < 5; i++) {
      expect((await forgot('flooded@example.com')).status).toBe(200);
      expect((await forgot('fzzzzzz@example.com')).status).toBe(200);
    }
    const codeBefore = (await t.latestEntry('flooded@example.com')).code;
    const known = await forgot('Flooded@example.com');
    const unknown = await forgot('fzzzzzz@example.com');
    expect(known.status).toBe(400);
    expect(known.body).toMatchObject({ __type: 'LimitExceededException' });
    expect(shapeOf(known)).toEqual(shapeOf(unknown));
    expect((await t.latestEntry('flooded@example.com')).code).toBe(codeBefore);
  });
});
