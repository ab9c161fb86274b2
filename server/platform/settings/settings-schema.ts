import { z } from 'zod';
import { parseAllowedOrigins } from '../ops/allowed-origins';

/**
 * Every environment variable the server reads, in one place: its format (a zod schema that takes
 * the raw text, or undefined when unset, and yields the typed value or fails with a message naming
 * the variable and what it expects), and the documentation README's table of settings is generated
 * from (`npm run settings:table`). A variable read anywhere in server/ must be declared here
 * (tests/unit/settings/settings-coverage.test.ts checks the sources).
 */
export interface SettingDoc {
  /** Which modes need it: `production` (required there), `any` (optional everywhere), `development` (only outside production: the development and test modes). */
  needed: 'production' | 'any' | 'development' | 'test';
  /** The default as README shows it (plain text); undefined: none. */
  default?: string;
  /** One line for README's table. */
  description: string;
  /** The value is a secret: never printed. */
  secret?: boolean;
}

/** The documentation of each setting, keyed by its schema. */
export const settingDocs = z.registry<SettingDoc>();

function setting<T extends z.ZodType>(schema: T, doc: SettingDoc): T {
  settingDocs.add(schema, doc);
  return schema;
}

/** The raw text: undefined when unset or blank. */
const raw = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const refuse = (ctx: z.RefinementCtx, message: string): never => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** Free text (a path, an id, a name); trimmed, undefined when unset. */
const text = () => raw.transform((value) => value?.trim());

/** A whole number in [min, max]; `expected` completes "NAME must be …". */
function wholeNumber<F extends number | undefined>(name: string, fallback: F, min: number, max: number, expected: string) {
  return raw.transform((value, ctx): number | F => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) return refuse(ctx, `${name} must be ${expected}, got "${value}"`);
    return number;
  });
}

/** One of `choices`; `expected` completes "NAME must be …". */
function oneOf<const C extends readonly string[]>(name: string, choices: C, expected: string) {
  return raw.transform((value, ctx): C[number] | undefined => {
    const trimmed = value?.trim();
    if (trimmed === undefined) return undefined;
    if (!choices.includes(trimmed)) return refuse(ctx, `${name} must be ${expected}, got "${trimmed}"`);
    return trimmed as C[number];
  });
}

/**
 * Set text, trimmed and read as a URL (undefined when unset): `check` takes it from there; text
 * that is no URL is refused with `notAUrl`'s message.
 */
function urlText<T>(notAUrl: (trimmed: string) => string, check: (parsed: URL, trimmed: string, ctx: z.RefinementCtx) => T) {
  return raw.transform((value, ctx) => {
    const trimmed = value?.trim();
    if (trimmed === undefined) return undefined;
    const parsed = URL.parse(trimmed);
    return parsed ? check(parsed, trimmed, ctx) : refuse(ctx, notAUrl(trimmed));
  });
}

/** A URL with one of `protocols`; the message never repeats the value (it may hold a password). */
function url(name: string, protocols: readonly string[]) {
  return urlText(
    () => `${name} must be a URL (${protocols.join(' or ')})`,
    (parsed, trimmed, ctx) =>
      protocols.includes(parsed.protocol.replace(/:$/, '')) ? trimmed : refuse(ctx, `${name} must be a ${protocols.join(' or ')} URL, got a ${parsed.protocol} one`),
  );
}

/** An http(s) address without query, fragment or credentials, returned without a trailing slash. */
function address(name: string, what: string) {
  return urlText(
    (trimmed) => `${name} must be ${what}, got "${trimmed}"`,
    (parsed, trimmed, ctx) => {
      if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.search || parsed.hash || parsed.username || parsed.password) {
        return refuse(ctx, `${name} must be ${what} without query, fragment or credentials, got "${trimmed}"`);
      }
      return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
    },
  );
}

const ADDRESS_OR_RANGE = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

const IDENTITY_LIMIT = 'a whole number of calls per five minutes';
const SHUTDOWN_MS = 'a whole number of milliseconds from 0 to 600000';
const atLeast = (min: number) => `a whole number of at least ${min}`;

/** A whole number of at least `min`, `fallback` when unset (README shows it as the default), optional everywhere. */
function wholeNumberSetting(name: string, fallback: number, min: number, description: string) {
  return setting(wholeNumber(name, fallback, min, Number.MAX_SAFE_INTEGER, atLeast(min)), { needed: 'any', default: String(fallback), description });
}

export const settingsSchema = z.object({
  // Where and how the server runs.
  RX_MODE: setting(oneOf('RX_MODE', ['development', 'test', 'production'], '"development", "test" or "production" (or unset: production)'), {
    needed: 'any',
    default: 'production',
    description: 'unset (production) on a deployment; `development` or `test` turn on the development routes, the test registration code and the demo accounts, so never set them there',
  }),
  NODE_ENV: setting(text(), {
    needed: 'any',
    description: '`production` forbids `RX_MODE=development`/`test`; `development`/`test` keep the identity outbox readable by the development routes',
  }),
  PORT: setting(wholeNumber('PORT', 4300, 0, 65535, 'a port number'), { needed: 'any', default: '4300', description: 'the port a process listens on' }),
  HOST: setting(text().transform((value) => value ?? '127.0.0.1'), {
    needed: 'any',
    default: '127.0.0.1',
    description: 'the address a process listens on (`0.0.0.0` in a container)',
  }),
  RX_PUBLIC_URL: setting(address('RX_PUBLIC_URL', "the server's public http(s) address"), {
    needed: 'production',
    description:
      "the `https://` address partners' pages reach (the load balancer's, `https://rx.partner.example`): every process gets the same one, for the identity's token issuer and the links it writes; production refuses to start without it",
  }),
  RX_ALLOW_HTTP_PUBLIC_URL: setting(oneOf('RX_ALLOW_HTTP_PUBLIC_URL', ['1'], '"1" or unset'), {
    needed: 'any',
    description: '`1` accepts a plain `http://` `RX_PUBLIC_URL`: a trial on one machine only',
  }),
  RX_PORTAL_URL: setting(address('RX_PORTAL_URL', "the patient portal's http(s) address"), {
    needed: 'any',
    default: 'this server\'s `/portal`',
    description: 'the patient portal the refill reminder e-mails link to (a partner page hosting the widgets, e.g. `https://pharmacy.example/portal`)',
  }),
  RX_ALLOWED_ORIGINS: setting(
    raw.transform((value, ctx) => {
      try {
        return parseAllowedOrigins(value);
      } catch (error) {
        return refuse(ctx, (error as Error).message);
      }
    }),
    {
      needed: 'any',
      description: 'partner origins (comma-separated `scheme://host[:port]`) allowed to call the API, the identity endpoint and socket.io, and (through nginx) to load the widget bundle',
    },
  ),
  RX_BRANDS_FILE: setting(text(), {
    needed: 'any',
    default: '`config/brands.json`',
    description: 'the partner brands configuration file (format under "Brands" below), checked at start',
  }),
  RX_TRUST_PROXY: setting(
    raw.transform((value, ctx) => {
      const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
      const wrong = entries.find((entry) => !ADDRESS_OR_RANGE.test(entry));
      if (wrong) return refuse(ctx, `RX_TRUST_PROXY must list IP addresses or CIDR ranges separated by commas, got "${wrong}"`);
      return entries.length ? entries.join(',') : undefined;
    }),
    {
      needed: 'any',
      description: "the load balancers' addresses or CIDR ranges (`127.0.0.1` for nginx on the same machine): their `X-Forwarded-For` names the client, so per-client limits count each patient's address",
    },
  ),
  RX_METRICS: setting(
    oneOf('RX_METRICS', ['enable', 'disable'], '"enable" or "disable"').transform((value) => value === 'enable'),
    { needed: 'any', default: 'disable', description: "`enable` serves Prometheus metrics at `/metrics` on each process's own port; nginx does not pass `/metrics` on" },
  ),
  RX_DRAIN_DELAY_MS: setting(wholeNumber('RX_DRAIN_DELAY_MS', undefined, 0, 600_000, SHUTDOWN_MS), {
    needed: 'any',
    default: '3000 in production, 0 otherwise',
    description: 'how long `/readyz` answers 503 before a stopping process closes its port',
  }),
  RX_SHUTDOWN_TIMEOUT_MS: setting(wholeNumber('RX_SHUTDOWN_TIMEOUT_MS', 25_000, 0, 600_000, SHUTDOWN_MS), {
    needed: 'any',
    default: '25000',
    description: 'past this a stopping process exits anyway',
  }),

  // The database.
  DATABASE_URL: setting(url('DATABASE_URL', ['postgres', 'postgresql']), {
    needed: 'any',
    secret: true,
    description: 'PostgreSQL, shared by every process (required for more than one process); unset, PGlite in `RX_DATA_DIR`',
  }),
  RX_DATA_DIR: setting(text(), {
    needed: 'any',
    default: '`.data/pglite`',
    description: 'without `DATABASE_URL`: the PGlite folder, or `memory` (lost on exit)',
  }),

  // Identity.
  RX_LOCAL_IDENTITY: setting(oneOf('RX_LOCAL_IDENTITY', ['enable', 'disable'], '"enable" or "disable"'), {
    needed: 'any',
    description: '`enable` runs the local identity server in production (its users, sessions, codes and signing key in the database); without it production needs an external pool',
  }),
  RX_IDENTITY_DIR: setting(text(), {
    needed: 'any',
    default: '`.data/cognito`',
    description: "where earlier versions kept the local identity's users and key, read once into the database",
  }),
  RX_SECRETS_KEY_FILE: setting(text(), {
    needed: 'production',
    description: 'with the local identity: a file holding the secrets key, 32 random bytes in base64 (`openssl rand -base64 32`), the same for every process. See "Secrets" below',
  }),
  RX_SECRETS_KEY: setting(text(), { needed: 'production', secret: true, description: 'the secrets key itself, instead of `RX_SECRETS_KEY_FILE`' }),
  RX_SECRETS_KEY_PREVIOUS_FILE: setting(text(), { needed: 'any', description: 'during a key rotation: a file holding the key being replaced (see "Secrets")' }),
  RX_SECRETS_KEY_PREVIOUS: setting(text(), { needed: 'any', secret: true, description: 'the key being replaced itself, instead of `RX_SECRETS_KEY_PREVIOUS_FILE`' }),
  RX_IDENTITY_LIMIT_PER_ADDRESS: setting(wholeNumber('RX_IDENTITY_LIMIT_PER_ADDRESS', undefined, 1, Number.MAX_SAFE_INTEGER, IDENTITY_LIMIT), {
    needed: 'any',
    default: '300',
    description: 'calls to the local identity endpoint allowed in five minutes per client address; past it `TooManyRequestsException`',
  }),
  RX_IDENTITY_LIMIT_PER_USERNAME: setting(wholeNumber('RX_IDENTITY_LIMIT_PER_USERNAME', undefined, 1, Number.MAX_SAFE_INTEGER, IDENTITY_LIMIT), {
    needed: 'any',
    default: '40',
    description: 'calls to the local identity endpoint allowed in five minutes per username',
  }),
  COGNITO_USER_POOL_ID: setting(text(), { needed: 'any', description: 'an external Amazon Cognito standard pool instead of the local identity (see "Identity and production mode")' }),
  COGNITO_CLIENT_ID: setting(text(), { needed: 'any', description: "that pool's app client (the tokens' `aud`)" }),
  COGNITO_REGION: setting(text(), { needed: 'any', default: 'the prefix of the pool id', description: "the Cognito pools' region, e.g. `us-east-1`" }),
  COGNITO_BASIC_USER_POOL_ID: setting(text(), { needed: 'any', description: 'the basic pool of auth links, in Cognito' }),
  COGNITO_BASIC_CLIENT_ID: setting(text(), { needed: 'any', description: "the basic pool's app client" }),
  RX_ID_TOKEN_ISSUER: setting(text(), { needed: 'any', description: "any other issuer instead of Cognito: the tokens' `iss`" }),
  RX_JWKS_URL: setting(url('RX_JWKS_URL', ['https', 'http']), { needed: 'any', description: "that issuer's key set (JWKS) URL" }),
  RX_ID_TOKEN_AUDIENCE: setting(text(), { needed: 'any', description: "that issuer's client id (the tokens' `aud`)" }),
  RX_BASIC_ID_TOKEN_ISSUER: setting(text(), { needed: 'any', description: 'the basic pool of auth links at any other issuer: its `iss`' }),
  RX_BASIC_JWKS_URL: setting(url('RX_BASIC_JWKS_URL', ['https', 'http']), { needed: 'any', description: "the basic pool's key set (JWKS) URL" }),
  RX_BASIC_ID_TOKEN_AUDIENCE: setting(text(), { needed: 'any', description: "the basic pool's client id" }),

  // E-mail and text messages.
  RX_SMTP_URL: setting(url('RX_SMTP_URL', ['smtp', 'smtps']), {
    needed: 'production',
    secret: true,
    description:
      "e-mail over SMTP: `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465`; Amazon SES's SMTP endpoint, any relay or a local Postfix. Required in production with the local identity or refill reminders",
  }),
  RX_MAIL_FROM: setting(text(), {
    needed: 'production',
    default: '`rx-widgets <no-reply@localhost>` outside production',
    description: 'the sender of e-mails, e.g. `Pharmacy <no-reply@partner.example>` (required in production with `RX_SMTP_URL`)',
  }),
  RX_SMS_WEBHOOK_URL: setting(url('RX_SMS_WEBHOOK_URL', ['http', 'https']), {
    needed: 'production',
    description: 'text messages as a JSON POST `{"to","body","idempotencyKey","purpose"}` to this http(s) address (a gateway of yours); any answer but 2xx is retried. It or `RX_SMS_TRANSPORT=sns` is required in production with the local identity or refill reminders',
  }),
  RX_SMS_TRANSPORT: setting(oneOf('RX_SMS_TRANSPORT', ['sns', 'webhook'], '"sns" or "webhook"'), {
    needed: 'any',
    default: '`webhook` when `RX_SMS_WEBHOOK_URL` is set',
    description:
      "`sns`: text messages through Amazon SNS (transactional SMS), region and credentials from the AWS SDK's usual environment (`AWS_REGION`, `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, an instance or task role)",
  }),
  RX_DELIVERY_MAX_ATTEMPTS: wholeNumberSetting('RX_DELIVERY_MAX_ATTEMPTS', 8, 1, 'attempts of one message before it is parked as dead'),
  RX_DELIVERY_BACKOFF_MS: wholeNumberSetting('RX_DELIVERY_BACKOFF_MS', 30_000, 1, "the wait after a message's first failure, doubling with each further one"),
  RX_DELIVERY_BACKOFF_MAX_MS: wholeNumberSetting('RX_DELIVERY_BACKOFF_MAX_MS', 3_600_000, 1, 'the longest wait between two attempts of one message'),
  RX_DELIVERY_LEASE_MS: wholeNumberSetting('RX_DELIVERY_LEASE_MS', 120_000, 100, 'how long a process holds a message it is sending: a process that dies mid-send leaves it to another after this'),
  RX_DELIVERY_POLL_MS: wholeNumberSetting('RX_DELIVERY_POLL_MS', 1_000, 10, 'how often each process looks for messages due'),
  RX_REMINDER_INTERVAL_MS: setting(wholeNumber('RX_REMINDER_INTERVAL_MS', undefined, 0, Number.MAX_SAFE_INTEGER, 'a whole number of milliseconds'), {
    needed: 'any',
    default: '900000',
    description: 'how often the refill reminder scheduler runs; `0` turns it off',
  }),
  RX_AUDIT_RETENTION_MONTHS: setting(wholeNumber('RX_AUDIT_RETENTION_MONTHS', undefined, 1, 1200, 'a whole number of months from 1 to 1200'), {
    needed: 'any',
    default: '72',
    description: 'months of audit trail `npm run audit:retain` keeps (whole monthly partitions older go); HIPAA asks for six years (see "Audit retention")',
  }),

  // Development and test only.
  RX_DEV_MAILBOX: setting(oneOf('RX_DEV_MAILBOX', ['on', 'off'], '"on" or "off"'), {
    needed: 'development',
    default: 'on',
    description: '`off` turns the development mailbox off (see "The development mailbox"); production never runs it',
  }),
  RX_DEV_MAILBOX_LIMIT: setting(wholeNumber('RX_DEV_MAILBOX_LIMIT', undefined, 1, Number.MAX_SAFE_INTEGER, atLeast(1)), {
    needed: 'development',
    default: '500',
    description: 'the messages the development mailbox keeps, the oldest going first',
  }),

  // Test only.
  RX_FAULT_KILL_AFTER_STORING: setting(raw, {
    needed: 'test',
    description: 'the process kills itself right after storing a chat message containing this text (a crash test; ignored outside `RX_MODE=test`)',
  }),
});

export type SettingName = keyof typeof settingsSchema.shape;
export type Settings = z.output<typeof settingsSchema>;
