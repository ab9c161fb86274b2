import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/platform/db/database';
import { PROJECT_ROOT } from '../../../server/platform/env';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts';

const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const MAIN = path.join(PROJECT_ROOT, 'server', 'main.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * What a bare start inherits from this test run stripped: vitest's NODE_ENV=test, any RX_MODE,
 * database, public address or identity settings. Each test names what it sets.
 */
function bareEnvironment(): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _url,
    RX_DATA_DIR: _dir,
    RX_IDENTITY_DIR: _identity,
    COGNITO_USER_POOL_ID: _pool,
    RX_ID_TOKEN_ISSUER: _issuer,
    NODE_ENV: _nodeEnv,
    RX_MODE: _mode,
    RX_PUBLIC_URL: _publicUrl,
    RX_ALLOW_HTTP_PUBLIC_URL: _allowHttp,
    RX_LOCAL_IDENTITY: _localIdentity,
    RX_SECRETS_KEY: _key,
    RX_SECRETS_KEY_FILE: _keyFile,
    ...inherited
  } = process.env;
  return inherited;
}

/**
 * Starts `server/main.ts`; resolves when it exits, or once `readyText` appears: then `whileUp`
 * runs against the listening server (its origin read from the banner) before SIGTERM stops it.
 */
function runServer(env: Record<string, string>, readyText?: string, whileUp?: (origin: string) => Promise<void>): Promise<Run> {
  const child = spawn(TSX, [MAIN], { env: { ...bareEnvironment(), PORT: '0', HOST: '127.0.0.1', RX_REMINDER_INTERVAL_MS: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const run: Run = { code: null, stdout: '', stderr: '' };
  let checked: Promise<void> | undefined;
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString('utf8');
      if (!readyText || checked || !run.stdout.includes(readyText)) return;
      const origin = /Portal\s+(http:\/\/\S+?)\/portal\/\s/.exec(run.stdout)?.[1];
      checked = (whileUp && origin ? whileUp(origin.replace('localhost', '127.0.0.1')) : Promise.resolve()).finally(() => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      run.stderr += chunk.toString('utf8');
    });
    child.on('exit', (code) => {
      const done = { ...run, code };
      if (!checked) return resolve(done);
      checked.then(() => resolve(done), reject);
    });
  });
}

const HTTPS_PUBLIC_URL = 'https://rx.partner.example';

/** Transports production needs; nothing listens there, and these runs send nothing. */
const TRANSPORTS = { RX_SMTP_URL: 'smtp://127.0.0.1:9', RX_MAIL_FROM: 'Pharmacy <no-reply@partner.example>', RX_SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' };

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rx-production-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('production, the mode of a bare start', () => {
  it('refuses to start without RX_PUBLIC_URL, and names it (NODE_ENV=development does not make development)', async () => {
    const run = await runServer({ NODE_ENV: 'development', RX_DATA_DIR: 'memory', RX_LOCAL_IDENTITY: 'enable' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Server refused to start');
    expect(run.stderr).toContain('RX_PUBLIC_URL is not set');
  }, 60_000);

  it('refuses a plain http RX_PUBLIC_URL unless RX_ALLOW_HTTP_PUBLIC_URL=1, and names both', async () => {
    const run = await runServer({ RX_DATA_DIR: 'memory', RX_LOCAL_IDENTITY: 'enable', RX_PUBLIC_URL: 'http://rx.partner.example' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('RX_PUBLIC_URL must be an https:// address');
    expect(run.stderr).toContain('RX_ALLOW_HTTP_PUBLIC_URL=1');

    const allowed = await runServer(
      { RX_DATA_DIR: 'memory', RX_LOCAL_IDENTITY: 'enable', RX_PUBLIC_URL: 'http://127.0.0.1:8080', RX_ALLOW_HTTP_PUBLIC_URL: '1', RX_SECRETS_KEY: randomBytes(32).toString('base64'), ...TRANSPORTS },
      'Production: no demo accounts',
    );
    expect(allowed.stdout).toContain('rx-widgets reference server');
  }, 90_000);

  it('refuses an RX_MODE it does not know, and a development RX_MODE beside NODE_ENV=production', async () => {
    const unknown = await runServer({ RX_MODE: 'dev', RX_DATA_DIR: 'memory' });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('RX_MODE must be "development", "test" or "production"');
    const contradiction = await runServer({ RX_MODE: 'development', NODE_ENV: 'production', RX_DATA_DIR: 'memory' });
    expect(contradiction.code).toBe(1);
    expect(contradiction.stderr).toContain('NODE_ENV=production forbids');
  }, 60_000);

  it('refuses a wrong value of any setting before anything starts, naming each variable and what it expects', async () => {
    const run = await runServer({ RX_DATA_DIR: 'memory', RX_PORTAL_URL: 'portal.example', RX_DELIVERY_POLL_MS: 'often', RX_JWKS_URL: 'ftp://keys.example' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Server refused to start');
    expect(run.stderr).toContain('RX_PORTAL_URL must be the patient portal\'s http(s) address, got "portal.example"');
    expect(run.stderr).toContain('RX_DELIVERY_POLL_MS must be a whole number of at least 10, got "often"');
    expect(run.stderr).toContain('RX_JWKS_URL must be a https or http URL');
    expect(run.stderr).not.toContain('RX_PUBLIC_URL is not set');
  }, 60_000);

  it('refuses to start the local identity server unless RX_LOCAL_IDENTITY=enable, and says what to configure', async () => {
    const run = await runServer({ RX_DATA_DIR: 'memory', RX_PUBLIC_URL: HTTPS_PUBLIC_URL });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Server refused to start');
    expect(run.stderr).toContain('COGNITO_USER_POOL_ID');
    expect(run.stderr).toContain('RX_LOCAL_IDENTITY=enable');
  }, 60_000);

  it('refuses to start the local identity server without the key that encrypts its secrets, and names the setting', async () => {
    const run = await runServer({ RX_LOCAL_IDENTITY: 'enable', RX_PUBLIC_URL: HTTPS_PUBLIC_URL, RX_DATA_DIR: 'memory', ...TRANSPORTS });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Server refused to start');
    expect(run.stderr).toContain('RX_SECRETS_KEY_FILE');
  }, 60_000);

  it('refuses to start the local identity or reminders with no e-mail or SMS transport, naming each missing setting', async () => {
    const run = await runServer({ RX_LOCAL_IDENTITY: 'enable', RX_PUBLIC_URL: HTTPS_PUBLIC_URL, RX_DATA_DIR: 'memory', RX_SECRETS_KEY: randomBytes(32).toString('base64') });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Server refused to start');
    expect(run.stderr).toContain('RX_SMTP_URL');
    expect(run.stderr).toContain('RX_SMS_WEBHOOK_URL or RX_SMS_TRANSPORT=sns');

    const withoutSender = await runServer({
      RX_PUBLIC_URL: HTTPS_PUBLIC_URL,
      RX_DATA_DIR: 'memory',
      COGNITO_USER_POOL_ID: 'us-east-1_Partner01',
      COGNITO_CLIENT_ID: 'partnerclient',
      RX_SMTP_URL: 'smtp://127.0.0.1:9',
      RX_SMS_TRANSPORT: 'sns',
      // Reminders on (the other runs of this file turn them off).
      RX_REMINDER_INTERVAL_MS: '60000',
    });
    expect(withoutSender.code).toBe(1);
    expect(withoutSender.stderr).toContain('refill reminders');
    expect(withoutSender.stderr).toContain('RX_MAIL_FROM');
    expect(withoutSender.stderr).not.toContain('RX_SMS_WEBHOOK_URL');
  }, 60_000);

  it('with the local identity enabled: no development routes, no test registration code, no demo pages, no demo accounts (database or identity), no passwords printed', async () => {
    const dataDir = path.join(work, 'pglite');
    const identityDir = path.join(work, 'cognito');
    const answers: Record<string, number> = {};
    const run = await runServer(
      { RX_LOCAL_IDENTITY: 'enable', RX_PUBLIC_URL: HTTPS_PUBLIC_URL, RX_DATA_DIR: dataDir, RX_IDENTITY_DIR: identityDir, RX_SECRETS_KEY: randomBytes(32).toString('base64'), ...TRANSPORTS },
      'Production: no demo accounts',
      async (origin) => {
        answers.health = (await fetch(`${origin}/healthz`)).status;
        answers.devAccounts = (await fetch(`${origin}/api/dev/accounts`)).status;
        answers.devOutbox = (await fetch(`${origin}/api/dev/outbox?recipient=pat.demo%40example.com`)).status;
        answers.testCode = (await fetch(`${origin}/api/patients/registration?registration_code=RX-TEST-0000`)).status;
        answers.portal = (await fetch(`${origin}/portal/`)).status;
        answers.catalogue = (await fetch(`${origin}/`)).status;
        answers.intranet = (await fetch(`${origin}/intranet/`)).status;
        answers.careTeamConsole = (await fetch(`${origin}/provider/`)).status;
        answers.devMailbox = (await fetch(`${origin}/api/dev/mailbox`)).status;
        answers.mailboxPage = (await fetch(`${origin}/mailbox/`)).status;
      },
    );
    expect(answers).toEqual({ health: 200, devAccounts: 404, devOutbox: 404, testCode: 404, portal: 200, catalogue: 404, intranet: 404, careTeamConsole: 404, devMailbox: 404, mailboxPage: 404 });
    expect(run.stdout).toContain('rx-widgets reference server');
    expect(run.stdout).not.toContain('Mailbox');
    expect(run.stdout).not.toContain(DEMO_PASSWORD);
    expect(run.stdout).not.toContain('pat.demo@example.com');

    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM patients`);
      expect(Number(rows[0]!.n)).toBe(0);
      const companies = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies`);
      expect(Number(companies.rows[0]!.n)).toBeGreaterThan(0);
      const identityUsers = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM identity_users`);
      expect(Number(identityUsers.rows[0]!.n)).toBe(0);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('with an Amazon Cognito pool configured: starts without a local identity and says whose tokens it trusts', async () => {
    const run = await runServer(
      { RX_DATA_DIR: 'memory', RX_PUBLIC_URL: HTTPS_PUBLIC_URL, COGNITO_USER_POOL_ID: 'us-east-1_Partner01', COGNITO_CLIENT_ID: 'partnerclient', ...TRANSPORTS },
      'Production: no demo accounts',
    );
    expect(run.stdout).toContain('ID tokens verified against standard pool https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Partner01');
    expect(run.stdout).not.toContain('/identity   (aws-amplify userPoolEndpoint');
  }, 60_000);
});
