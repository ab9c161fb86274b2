import { spawn } from 'node:child_process';
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

/** Starts `server/main.ts`; resolves when it exits, or once `readyText` appears (then it is stopped with SIGTERM). */
function runServer(env: Record<string, string>, readyText?: string): Promise<Run> {
  const { DATABASE_URL: _url, RX_DATA_DIR: _dir, RX_IDENTITY_DIR: _identity, COGNITO_USER_POOL_ID: _pool, RX_ID_TOKEN_ISSUER: _issuer, ...inherited } = process.env;
  const child = spawn(TSX, [MAIN], { env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const run: Run = { code: null, stdout: '', stderr: '' };
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString('utf8');
      if (readyText && run.stdout.includes(readyText)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      run.stderr += chunk.toString('utf8');
    });
    child.on('exit', (code) => resolve({ ...run, code }));
  });
}

/** Transports production needs; nothing listens there, and these runs send nothing. */
const TRANSPORTS = { RX_SMTP_URL: 'smtp://127.0.0.1:9', RX_MAIL_FROM: 'Pharmacy <no-reply@partner.example>', RX_SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' };

/** The identity's key for secrets at rest, which production asks for with the local identity. */
const SECRETS_KEY = { RX_SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') };

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rx-production-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('NODE_ENV=production', () => {
  it('refuses to start the local identity server unless RX_LOCAL_IDENTITY=enable, and says what to configure', async () => {
    const run = await runServer({ NODE_ENV: 'production', RX_DATA_DIR: 'memory' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Server refused to start');
    expect(run.stderr).toContain('COGNITO_USER_POOL_ID');
    expect(run.stderr).toContain('RX_LOCAL_IDENTITY=enable');
  }, 60_000);

  it('refuses to start the local identity or reminders with no e-mail or SMS transport, naming each missing setting', async () => {
    const run = await runServer({ NODE_ENV: 'production', RX_LOCAL_IDENTITY: 'enable', RX_DATA_DIR: 'memory', ...SECRETS_KEY });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Server refused to start');
    expect(run.stderr).toContain('RX_SMTP_URL');
    expect(run.stderr).toContain('RX_SMS_WEBHOOK_URL or RX_SMS_TRANSPORT=sns');

    const withoutSender = await runServer({
      NODE_ENV: 'production',
      RX_DATA_DIR: 'memory',
      COGNITO_USER_POOL_ID: 'us-east-1_Partner01',
      COGNITO_CLIENT_ID: 'partnerclient',
      RX_SMTP_URL: 'smtp://127.0.0.1:9',
      RX_SMS_TRANSPORT: 'sns',
    });
    expect(withoutSender.code).toBe(1);
    expect(withoutSender.stderr).toContain('refill reminders');
    expect(withoutSender.stderr).toContain('RX_MAIL_FROM');
    expect(withoutSender.stderr).not.toContain('RX_SMS_WEBHOOK_URL');
  }, 60_000);

  it('with the local identity enabled: seeds no demo accounts (database or identity) and prints no passwords', async () => {
    const dataDir = path.join(work, 'pglite');
    const identityDir = path.join(work, 'cognito');
    const run = await runServer(
      { NODE_ENV: 'production', RX_LOCAL_IDENTITY: 'enable', RX_DATA_DIR: dataDir, RX_IDENTITY_DIR: identityDir, ...SECRETS_KEY, ...TRANSPORTS },
      'Production: no demo accounts',
    );
    expect(run.stdout).toContain('rx-widgets reference server');
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
      { NODE_ENV: 'production', RX_DATA_DIR: 'memory', COGNITO_USER_POOL_ID: 'us-east-1_Partner01', COGNITO_CLIENT_ID: 'partnerclient', ...TRANSPORTS },
      'Production: no demo accounts',
    );
    expect(run.stdout).toContain('ID tokens verified against standard pool https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Partner01');
    expect(run.stdout).not.toContain('/identity   (aws-amplify userPoolEndpoint');
  }, 60_000);
});
