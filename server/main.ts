import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp } from './app';
import { trustOf, type TokenTrust } from './platform/auth/token-trust';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { DEMO_EMAIL_PREFERENCES, seed } from './seed/seed';
import { PROJECT_ROOT, readServerEnv } from './platform/env';
import { parseSettings, SettingError } from './platform/settings/settings';
import { demoAccountSummaries } from './seed/demo-account-summaries';
import { identityConfig } from './platform/auth/identity-config';
import { identityDataDir, identityIssuerDomain, identityPlan, LocalIdentityRefused } from './platform/identity/identity-env';
import { startIdentityServer, type IdentityServer } from './platform/identity/identity-server';
import { closeSrpArithmetic } from './platform/identity/srp/srp-arithmetic';
import { purgeOutboxMessages, setOutboxQueued, setOutboxRetention } from './platform/identity/outbox';
import { DeliverySettingsError, hasTransport, readDeliverySettings, requireTransportsInProduction } from './platform/delivery/delivery-env';
import { createTransports } from './platform/delivery/create-transports';
import { deliveryLogLine, startDeliveryWorker, type DeliveryWorker } from './platform/delivery/delivery-worker';
import { devSecretsKeyFile, loadSecretsKeyring, SecretsKeyError } from './platform/crypto/secrets-key';
import { attachRealtime } from './modules/messaging/messaging.socket';
import { createClusterRelay, type ClusterRelay } from './platform/realtime/cluster-adapter';
import { SOCKET_HANDLERS_GRACE_MS, socketHandlersSettled } from './platform/realtime/handlers-in-flight';
import { AllowedOriginsError } from './platform/ops/allowed-origins';
import { StartRefused } from './platform/app-mode';
import { requireProductionSettings } from './platform/production-settings';
import { armFaults } from './platform/ops/fault-injection';
import { BrandsFileError, loadBrandsFile } from './platform/brands-file';
import { countRemindersSent } from './platform/ops/metrics';
import { readiness } from './platform/ops/readiness';
import { shutDown, shutdownTimings } from './platform/ops/graceful-shutdown';
import { reminderSchedulerEnv, startReminderScheduler, type ReminderScheduler } from './modules/reminders/scheduler';
import { identityRateLimitFromEnv } from './platform/identity/shim/identity-rate-limit';
import { identityPatientRecords } from './modules/patient';

const demoDirs = {
  distDir: path.join(PROJECT_ROOT, 'dist'),
  cdnDir: path.join(PROJECT_ROOT, 'cdn'),
  demoDir: path.join(PROJECT_ROOT, 'demo'),
  demoBuildDir: path.join(PROJECT_ROOT, 'dist-demo'),
};

async function main(): Promise<void> {
  // Every environment variable checked against its schema (platform/settings) before anything starts.
  const settings = parseSettings();
  const env = readServerEnv();
  // Production (RX_MODE unset) needs its public https address before anything starts.
  requireProductionSettings(env.mode);
  armFaults(env.mode, process.env);
  const plan = identityPlan(env);
  // The key that encrypts the local identity's secrets at rest (production: the operator's).
  const keyring = plan.kind === 'local' ? await loadSecretsKeyring({ mode: env.mode, devKeyFile: devSecretsKeyFile(env) }) : undefined;
  // RX_BRANDS_FILE (else config/brands.json), validated before anything starts.
  const brands = await loadBrandsFile(settings.RX_BRANDS_FILE);
  // RX_SMTP_URL, RX_SMS_WEBHOOK_URL / RX_SMS_TRANSPORT and the queue's timings; production needs them.
  const configuredDelivery = readDeliverySettings();
  const remindersOn = reminderSchedulerEnv(process.env, '').intervalMs > 0;
  requireTransportsInProduction(env.mode, { localIdentity: plan.kind === 'local', reminders: remindersOn }, configuredDelivery);
  // Development and test: the development mailbox (server/dev/mailbox, loaded outside production
  // only) stands in for a transport not configured, so messages go through the same SMTP and SMS
  // transports and queue as in production. RX_DEV_MAILBOX=off turns it off.
  const mailboxStart = env.mode === 'production' ? undefined : await (await import('./dev/mailbox/dev-mailbox')).startDevMailbox(env.mode, process.env, configuredDelivery);
  const delivery = mailboxStart?.settings ?? configuredDelivery;
  // Filled in as start-up proceeds, so a signal during start-up closes what exists.
  const running: {
    database?: DatabaseHandle;
    app?: FastifyInstance;
    identity?: IdentityServer;
    relay?: ClusterRelay;
    reminders?: ReminderScheduler;
    delivery?: DeliveryWorker;
    closeTransports?: () => Promise<void>;
    closeMailbox?: () => Promise<void>;
  } = { closeMailbox: mailboxStart?.mailbox?.close };

  let shuttingDown = false;
  const timings = shutdownTimings();
  const shutdown = async (signal: string) => {
    if (shuttingDown) process.exit(1); // a second Ctrl-C does not wait
    shuttingDown = true;
    console.log(`\n${signal}: shutting down`);
    try {
      await shutDown(
        readiness,
        [
          { name: 'refill reminder scheduler', close: () => running.reminders?.stop() },
          // The message being sent finishes; the rest wait in the queue for another process.
          { name: 'e-mail and SMS delivery', close: () => running.delivery?.stop() },
          // Answers what is in flight; socket.io clients are sent to reconnect elsewhere.
          { name: 'HTTP server and sockets', close: () => running.app?.close() },
          // A message stored while the sockets closed is still broadcast to the other processes.
          { name: 'socket events in flight', close: () => socketHandlersSettled(SOCKET_HANDLERS_GRACE_MS) },
          { name: 'real-time relay', close: () => running.relay?.close() },
          { name: 'identity server', close: () => running.identity?.close() },
          { name: 'password-check worker threads', close: () => closeSrpArithmetic() },
          { name: 'e-mail and SMS transports', close: () => running.closeTransports?.() },
          { name: 'development mailbox', close: () => running.closeMailbox?.() },
          { name: 'database pool', close: () => running.database?.close() },
        ],
        timings,
        (line) => console.log(`${signal}: ${line}`),
      );
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const database = (running.database = await openDatabase(env.database));
  const applied = await migrate(database.db);
  // Production keeps no code or message text in the outbox, nor what an earlier run left there.
  const forgetAfterSending = setOutboxRetention(env.mode) === 'delivery-only';
  if (forgetAfterSending) await purgeOutboxMessages(database.db);
  // With a transport, every message goes through the outbox queue; without one (development and
  // tests only), the outbox view (GET /api/dev/outbox) is where messages arrive.
  setOutboxQueued(hasTransport(delivery));
  // Before the seed, which creates the demo identity users.
  const identityServer =
    plan.kind === 'local'
      ? (running.identity = await startIdentityServer({
          db: database.db,
          patientRecords: identityPatientRecords(database.db),
          config: identityConfig(identityIssuerDomain(env)),
          dataDir: identityDataDir(env),
          keyring,
          brands,
        }))
      : undefined;
  const demoAccounts = env.mode !== 'production';
  await seed(database.db, { demoAccounts });
  const trust: TokenTrust = plan.kind === 'external' ? plan.trust : trustOf(identityServer!);
  const fixturesDir = env.mode === 'production' ? undefined : path.join(PROJECT_ROOT, 'dist-fixtures');
  const metrics = env.metrics ? { poolStats: database.poolStats } : undefined;
  const app = (running.app = await buildApp({
    db: database.db,
    mode: env.mode,
    demo: { ...demoDirs, fixturesDir, brands },
    identityServer,
    identity: trust,
    allowedOrigins: env.allowedOrigins,
    trustProxy: env.trustProxy,
    identityRateLimit: identityRateLimitFromEnv(process.env),
    readiness,
    metrics,
  }));
  // Ready once the scheduler runs (or when RX_REMINDER_INTERVAL_MS=0 turns it off).
  const remindersOff = reminderSchedulerEnv(process.env, '').intervalMs === 0;
  readiness.probe('reminders', () => remindersOff || running.reminders !== undefined);
  // On PostgreSQL, real-time broadcasts go through the database, so several processes can share it.
  const relay = env.database.url ? (running.relay = await createClusterRelay(env.database.url)) : undefined;
  attachRealtime(app, { db: database.db, identity: trust, adapter: relay?.adapter, trustProxy: env.trustProxy });
  await app.listen({ port: env.port, host: env.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  // Refill reminders: every process runs the scheduler; the database claim sends each reminder once.
  const reminders = reminderSchedulerEnv(process.env, `http://localhost:${port}/portal`);
  if (reminders.intervalMs > 0) {
    running.reminders = startReminderScheduler({
      db: database.db,
      ...reminders,
      brandMail: (brandId) => brands.brands.find((brand) => brand.id === brandId),
      onSent: (sent) => countRemindersSent(app.metrics, sent),
      onError: (error) => console.error(`Refill reminder tick failed: ${error instanceof Error ? error.name : 'error'}`),
    });
  }
  if (hasTransport(delivery)) {
    const transports = createTransports(delivery);
    running.closeTransports = transports.close;
    running.delivery = startDeliveryWorker({
      db: database.db,
      transports,
      queue: delivery.queue,
      forgetAfterSending,
      onAttempt: (attempt) => {
        app.metrics?.deliveryAttempts.inc({ channel: attempt.channel, outcome: attempt.outcome });
        const line = deliveryLogLine(attempt);
        if (line) console.error(line);
      },
      onError: (error) => console.error(`Delivery poll failed: ${error instanceof Error ? error.name : 'error'}`),
    });
  }
  const mailbox = mailboxStart && (mailboxStart.mailbox ? { receives: mailboxStart.mailbox.channels } : { off: mailboxStart.off });
  printBanner({ host: env.host, port, databaseLabel: env.databaseLabel, applied, demoAccounts, identity: identityServer ? undefined : trust, mailbox });
}

interface BannerFacts {
  host: string;
  port: number;
  databaseLabel: string;
  applied: number[];
  demoAccounts: boolean;
  /** The external identity provider, when no local identity runs. */
  identity?: TokenTrust;
  /** Outside production: what the development mailbox receives, or why it is off. */
  mailbox?: { receives: { email: boolean; sms: boolean } } | { off: string };
}

/** The banner's line about the development mailbox. */
function mailboxLine(base: string, mailbox: NonNullable<BannerFacts['mailbox']>): string {
  if ('off' in mailbox) return `  Mailbox      off (${mailbox.off})`;
  const what = mailbox.receives.email && mailbox.receives.sms ? 'every e-mail and SMS' : mailbox.receives.email ? 'every e-mail (SMS: the configured transport)' : 'every SMS (e-mail: RX_SMTP_URL)';
  return `  Mailbox      ${base}/mailbox/   (${what} the server sends, caught on loopback; RX_DEV_MAILBOX=off turns it off)`;
}

/** What runs where; demo accounts and passwords only outside production. */
function printBanner({ host, port, databaseLabel, applied, demoAccounts, identity, mailbox }: BannerFacts): void {
  const pageHost = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host) ? 'localhost' : host;
  const base = `http://${pageHost}:${port}`;
  const lines = [
    '',
    'rx-widgets reference server',
    `  Portal       ${base}/portal/`,
    // The demo pages (server/dev/demo-pages.ts) are served outside production only.
    ...(demoAccounts
      ? [`  Catalogue    ${base}/`, `  Intranet     ${base}/intranet/   (strict CSP; ?csp=self for no nonce)`, `  React host   ${base}/react-host/`, `  Care team    ${base}/provider/`]
      : []),
    `  API docs     ${base}${API_PREFIX}/docs   (OpenAPI: ${base}${API_PREFIX}/openapi.json)`,
    identity
      ? `  Identity     ID tokens verified against ${identity.description}; no local identity server`
      : `  Identity     ${base}/identity   (aws-amplify userPoolEndpoint; its own signing key, JWKS at /identity/<pool id>/.well-known/jwks.json)`,
    `  Database     ${databaseLabel}${applied.length ? `, applied migrations ${applied.join(', ')}` : ''}`,
  ];
  if (mailbox) lines.push(mailboxLine(base, mailbox));
  if (demoAccounts) {
    lines.push(
      `  Demo e-mails for the unsubscribe page: ${DEMO_EMAIL_PREFERENCES.map((row) => row.email).join(', ')} (the page changes a preference only from an e-mail's link: POST ${API_PREFIX}/dev/email-preference-links makes one)`,
      `  Demo accounts (username, password, what it shows; all of it at ${base}${API_PREFIX}/dev/accounts):`,
      ...demoAccountSummaries().map(
        (account) => `    ${account.username.padEnd(29)} ${account.password.padEnd(14)} ${account.pool === 'basic' ? '[basic pool] ' : ''}${account.demonstrates.split(/[:;(]/)[0]!.trim()}`,
      ),
    );
  } else {
    lines.push('  Production: no demo accounts, no demo pages, no development routes (RX_MODE=development turns them on).');
  }
  if (!existsSync(demoDirs.distDir)) lines.push(`  Note: ${demoDirs.distDir} is missing; run \`npm run build\` for the widgets.`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof StartRefused || error instanceof LocalIdentityRefused || error instanceof SecretsKeyError || error instanceof AllowedOriginsError || error instanceof BrandsFileError || error instanceof DeliverySettingsError || error instanceof SettingError) {
    console.error(`Server refused to start: ${error.message}`);
    process.exit(1);
  }
  console.error('Server failed to start:', error);
  process.exit(1);
});
