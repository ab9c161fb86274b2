import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandsFile } from '../../../src/domain/brand/brands-file.schema';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { encryptForServer } from '../support/server-key-client';
import { SmtpCapture } from '../support/smtp-capture';
import { companies, patients } from '../../../server/schema';
import { startDeliveryWorker, type DeliveryWorker } from '../../../server/platform/delivery/delivery-worker';
import { fitsOneSms } from '../../../server/platform/delivery/sms-length';
import { smtpTransport } from '../../../server/platform/delivery/smtp-transport';
import { buildApp } from '../../../server/app';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { setOutboxQueued } from '../../../server/platform/identity/outbox';
import { outbox } from '../../../server/platform/identity/schema-identity';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { identityClient } from './support/identity-client';
import { identityPatientRecords } from '../../../server/modules/patient';

const CONFIG = identityConfig('http://localhost:4300/identity');
const standard = CONFIG.pools.standard;
const PASSWORD = 'Correct#Horse42';
const DEFAULT_FROM = 'Rx Portal <no-reply@rx.example>';
const SPECIALTY_LOGO = 'https://cdn.specialty.example/logo.png';
const SPECIALTY_FROM = 'Specialty Pharmacy <no-reply@specialty.example>';

/** The partner's brands file: the default brand (no logo, no sender), a branded one, and one with a name that is not HTML. */
const BRANDS: BrandsFile = {
  brands: [
    { key: 'default', id: 1, name: 'Rx Portal', hosts: [], mfaIssuer: 'Rx Portal' },
    { key: 'specialty', id: 2, name: 'Specialty Pharmacy', hosts: ['specialty'], logo: SPECIALTY_LOGO, mailFrom: SPECIALTY_FROM, mfaIssuer: 'Specialty Pharmacy' },
    { key: 'health-network', id: 3, name: 'Health Network Pharmacy', hosts: ['health'], mailFrom: 'Health Network <hola@health.example>', mfaIssuer: 'Health Network' },
    { key: 'odd', id: 4, name: 'Smith & <b>Sons</b> "Rx"', hosts: ['odd'], logo: 'https://cdn.odd.example/a.png?x=1&y="2"', mfaIssuer: 'Smith' },
  ],
};

let database: TestDatabase;
let identity: IdentityServer;
let app: FastifyInstance;
let mail: SmtpCapture;
let worker: DeliveryWorker;
let closeSmtp: () => Promise<void>;
let client: ReturnType<typeof identityClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  mail = new SmtpCapture();
  const smtpPort = await mail.listen();
  identity = await startIdentityServer({ db: database.db, config: CONFIG, brands: BRANDS, patientRecords: identityPatientRecords(database.db) });
  app = await buildApp({ db: database.db, mode: 'test', identityServer: identity });
  await app.ready();
  client = identityClient(app, standard);
  setOutboxQueued(true);
  const smtp = smtpTransport({ url: `smtp://127.0.0.1:${smtpPort}`, defaultFrom: DEFAULT_FROM, timeoutMs: 3_000 });
  closeSmtp = smtp.close;
  worker = startDeliveryWorker({
    db: database.db,
    transports: { sendEmail: smtp.sendEmail },
    queue: { maxAttempts: 3, backoffMs: 100, backoffMaxMs: 1_000, leaseMs: 5_000, pollMs: 60_000 },
    forgetAfterSending: true,
  });
}, 60_000);

afterAll(async () => {
  setOutboxQueued(false);
  await worker?.stop();
  await closeSmtp?.();
  await app?.close();
  await identity?.close();
  await mail?.close();
  await database?.dispose();
});

/** One call to the identity endpoint from a page on `origin`, as aws-amplify sends it. */
async function callFrom(origin: string | undefined, operation: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/identity',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...(origin ? { origin } : {}),
    },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** Sends what is queued and answers the e-mail `address` received. */
async function delivered(address: string): Promise<ParsedMail> {
  await worker.drain();
  return mail.latestTo(address);
}

const sixDigits = (text: string | false | undefined) => String(text).match(/\b\d{6}\b/)?.[0];
const fromOf = (parsed: ParsedMail) => parsed.from?.value[0];

describe('identity e-mails in the patient\'s language, under the brand, as a mail client shows them', () => {
  it('a Spanish patient signing up on a partner brand\'s page gets a Spanish e-mail with the brand\'s name, logo and sender, in HTML and text; nothing of it stays once sent', async () => {
    const address = 'paciente.nueva@example.com';
    await callFrom('http://specialty.localhost:4620', 'SignUp', {
      ClientId: standard.clientId,
      Username: address,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'locale', Value: 'es-MX' }],
    });
    const parsed = await delivered(address);
    expect(parsed.subject).toBe('Su código de verificación de Specialty Pharmacy');
    expect(fromOf(parsed)).toEqual({ address: 'no-reply@specialty.example', name: 'Specialty Pharmacy' });
    const code = sixDigits(parsed.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(parsed.text).toContain('Le damos la bienvenida a Specialty Pharmacy. Su código de verificación es:');
    expect(parsed.text).toContain('Escríbalo en el portal para confirmar su cuenta.');
    const html = String(parsed.html);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<img src="${SPECIALTY_LOGO}" alt="Specialty Pharmacy"`);
    expect(sixDigits(html)).toBe(code);
    expect(html).toContain('Escríbalo en el portal');

    // The code works: the e-mailed one confirms the account.
    const confirmed = await client.call('ConfirmSignUp', { ClientId: standard.clientId, Username: address, ConfirmationCode: code });
    expect(confirmed.status).toBe(200);

    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, address));
    expect(row).toMatchObject({ status: 'sent', code: null, message: '', details: null });
  });

  it('the language may come with the call (ClientMetadata locale) and the brand from the page\'s host', async () => {
    const address = 'otro.paciente@example.com';
    await callFrom('https://portal.specialty.example', 'SignUp', {
      ClientId: standard.clientId,
      Username: address,
      Password: PASSWORD,
      ClientMetadata: { locale: 'es', 'rx:pageHost': 'ignored.example' },
    });
    const parsed = await delivered(address);
    expect(parsed.subject).toBe('Su código de verificación de Specialty Pharmacy');
    expect(fromOf(parsed)?.address).toBe('no-reply@specialty.example');
  });

  it('without anything that says otherwise: English, the default brand, no logo, the server\'s sender', async () => {
    const address = 'plain.patient@example.com';
    await callFrom(undefined, 'SignUp', { ClientId: standard.clientId, Username: address, Password: PASSWORD });
    const parsed = await delivered(address);
    expect(parsed.subject).toBe('Your Rx Portal verification code');
    expect(fromOf(parsed)).toEqual({ address: 'no-reply@rx.example', name: 'Rx Portal' });
    expect(parsed.text).toContain('Welcome to Rx Portal. Your verification code is:');
    expect(sixDigits(parsed.text)).toMatch(/^\d{6}$/);
    const html = String(parsed.html);
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<img');
    expect(sixDigits(html)).toBe(sixDigits(parsed.text));
  });

  it('registering in the portal: the code goes in the browser\'s language under the registration\'s brand, and the patient record keeps that language for the next code', async () => {
    const address = 'omar.haddad@example.com';
    const publicJwk = (await app.inject({ method: 'GET', url: '/api/patients/registration/public-key' })).json<{ jwk: JsonWebKey }>().jwk;
    const userAttributes = Object.entries({
      fname: 'Omar',
      lname: 'Haddad',
      dob: '1981-03-27',
      registrationCode: 'RX-DEMO-3001',
      password: await encryptForServer(publicJwk, PASSWORD),
      consent: true,
      timezone: -300,
    }).map(([type, value]) => ({ type, value }));
    const registered = await app.inject({
      method: 'PUT',
      url: '/api/patients/registration',
      headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.8', origin: 'http://localhost:4620' },
      payload: { mainContact: { type: 'email', value: address }, forceEmailUsername: false, userAttributes },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const first = await delivered(address);
    expect(first.subject).toBe('Su código de verificación de Health Network Pharmacy');
    expect(fromOf(first)).toEqual({ address: 'hola@health.example', name: 'Health Network' });
    const [row] = await database.db.select({ locale: patients.locale, brandId: patients.brandId }).from(patients).where(eq(patients.username, address));
    expect(row).toEqual({ locale: 'es', brandId: 3 });

    const before = mail.received.length;
    await callFrom(undefined, 'ResendConfirmationCode', { ClientId: standard.clientId, Username: address });
    const again = await delivered(address);
    expect(mail.received.length).toBe(before + 1);
    expect(again.subject).toBe('Su código de verificación de Health Network Pharmacy');
    expect(sixDigits(again.text)).toMatch(/^\d{6}$/);
  });

  it('forgot password: a registered patient gets the code in the language and brand of the patient record', async () => {
    const address = 'registrada@example.com';
    const { sub } = await createIdentityUser({ pool: 'standard', username: address, password: PASSWORD, confirmed: true }, identity);
    const [company] = await database.db.select({ companyId: companies.companyId }).from(companies).limit(1);
    await database.db.insert(patients).values({
      cognitoSub: sub,
      username: address,
      usernameType: 'email',
      companyId: company!.companyId,
      brandId: 2,
      fname: 'Ana',
      lname: 'Registrada',
      email: address,
      locale: 'es',
    });
    // From a page of no brand, in English: the patient record wins.
    await callFrom('http://localhost:4620', 'ForgotPassword', { ClientId: standard.clientId, Username: address, ClientMetadata: { locale: 'en' } });
    const parsed = await delivered(address);
    expect(parsed.subject).toBe('Restablezca su contraseña de Specialty Pharmacy');
    expect(fromOf(parsed)?.address).toBe('no-reply@specialty.example');
    expect(parsed.text).toContain('Escríbalo en el portal para elegir una contraseña nueva.');
    const code = sixDigits(parsed.text);
    expect(sixDigits(String(parsed.html))).toBe(code);
    const reset = await client.call('ConfirmForgotPassword', { ClientId: standard.clientId, Username: address, ConfirmationCode: code, Password: 'Another#Horse43' });
    expect(reset.status).toBe(200);
  });

  it('a temporary password (AdminCreateUser) is e-mailed with the sign-in name, in the user\'s language and the brand the caller names', async () => {
    const address = 'nuevo.por.farmacia@example.com';
    const response = await fetch(identity.cognitoLocalUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser' },
      body: JSON.stringify({
        UserPoolId: standard.userPoolId,
        Username: address,
        TemporaryPassword: 'Temp#Pass2024x',
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: address },
          { Name: 'locale', Value: 'es' },
        ],
        ClientMetadata: { brand: 'specialty' },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const parsed = await delivered(address);
    expect(parsed.subject).toBe('Su cuenta de Specialty Pharmacy está lista');
    expect(parsed.text).toContain(`Usuario: ${address}`);
    expect(parsed.text).toContain('Temp#Pass2024x');
    expect(String(parsed.html)).toContain('Temp#Pass2024x');
  });

  it('a code by text message is in the patient\'s language, starts with the brand\'s name and fits one GSM-7 message', async () => {
    const phone = '+15555550177';
    await callFrom('http://specialty.localhost:4620', 'SignUp', {
      ClientId: standard.clientId,
      Username: phone,
      Password: PASSWORD,
      ClientMetadata: { locale: 'es' },
    });
    // No SMS transport here: the text waits in the queue, as it would for the SMS worker.
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(row).toMatchObject({ channel: 'sms', status: 'pending', details: null });
    expect(row!.message).toBe(`Specialty Pharmacy: su codigo de verificacion es ${row!.code}. Escribalo en el portal para confirmar su cuenta.`);
    expect(row!.message.match(/\b\d{6}\b/)?.[0]).toBe(row!.code);
    expect(fitsOneSms(row!.message)).toBe(true);
  });

  it('text from the brands file and the user is shown as text: escaped in the HTML, as written in the plain part', async () => {
    const address = 'odd.brand@example.com';
    await callFrom('http://odd.localhost:4620', 'SignUp', { ClientId: standard.clientId, Username: address, Password: PASSWORD });
    const parsed = await delivered(address);
    expect(parsed.subject).toBe('Your Smith & <b>Sons</b> "Rx" verification code');
    expect(parsed.text).toContain('Welcome to Smith & <b>Sons</b> "Rx".');
    const html = String(parsed.html);
    expect(html).not.toContain('<b>');
    expect(html).toContain('Smith &#38; &#60;b&#62;Sons&#60;/b&#62; &#34;Rx&#34;');
    expect(html).toContain('<img src="https://cdn.odd.example/a.png?x=1&#38;y=&#34;2&#34;" alt="Smith &#38; &#60;b&#62;Sons&#60;/b&#62; &#34;Rx&#34;"');
  });
});
