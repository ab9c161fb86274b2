import { createRequire } from 'node:module';
import type { Server as HttpServer } from 'node:http';

/**
 * Typed access to the parts of cognito-local (pinned in package.json) that the identity server
 * composes. Its modules are CommonJS and are loaded one by one: its `services/index` and
 * `server/index` pull in aws-sdk (for Lambda triggers) which the local server never uses.
 */
const require = createRequire(import.meta.url);
const cognitoLocalRequire = createRequire(require.resolve('cognito-local/package.json'));

export interface Attribute {
  Name: string;
  Value?: string;
}

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED' | 'ARCHIVED' | 'COMPROMISED' | 'UNKNOWN';
export type MfaMethod = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** A user as cognito-local stores it (one JSON document per pool). */
export interface StoredUser {
  Username: string;
  /**
   * Only on the way in: a new password handed to `saveUser`, which the store replaces by a new
   * `SrpSalt` and `SrpVerifier` (`identity-store.ts`). Never stored, never read back.
   */
  Password?: string;
  /** Ours: what is kept of the password, as Cognito keeps it for SRP (`srp/password-verifier.ts`). */
  SrpSalt?: string;
  SrpVerifier?: string;
  Attributes: Attribute[];
  Enabled: boolean;
  UserStatus: UserStatus;
  UserCreateDate: Date;
  UserLastModifiedDate: Date;
  RefreshTokens: string[];
  MFAOptions?: { DeliveryMedium: 'SMS'; AttributeName: 'phone_number' }[];
  UserMFASettingList?: MfaMethod[];
  PreferredMfaSetting?: string;
  ConfirmationCode?: string;
  AttributeVerificationCode?: string;
  MFACode?: string;
  UnverifiedAttributeChanges?: Attribute[];
  SoftwareTokenMfaConfiguration?: { Secret: string; Verified: boolean; FriendlyDeviceName?: string };
  /**
   * Ours, not cognito-local's: this user must set up an authenticator app at the next sign-in
   * (MFA_SETUP), as every user of a Cognito pool whose multi-factor is required.
   */
  MfaSetupRequired?: boolean;
}

export interface AppClient {
  UserPoolId: string;
  ClientName: string;
  ClientId: string;
  CreationDate: Date;
  LastModifiedDate: Date;
  ExplicitAuthFlows?: string[];
  IdTokenValidity?: number;
  AccessTokenValidity?: number;
  RefreshTokenValidity?: number;
  TokenValidityUnits?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
  PreventUserExistenceErrors?: string;
  EnableTokenRevocation?: boolean;
}

export interface UserPoolOptions {
  Id: string;
  Name?: string;
  UsernameAttributes?: string[];
  AutoVerifiedAttributes?: string[];
  MfaConfiguration?: 'OFF' | 'ON' | 'OPTIONAL';
  Policies?: { PasswordPolicy?: PasswordPolicy };
  SoftwareTokenMfaConfiguration?: { Enabled: boolean };
  [key: string]: unknown;
}

export interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
  TemporaryPasswordValidityDays?: number;
}

export interface Logger {
  child(bindings: Record<string, unknown>): Logger;
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface Context {
  logger: Logger;
}

export interface UserPoolService {
  readonly options: UserPoolOptions;
  getUserByUsername(ctx: Context, username: string): Promise<StoredUser | null>;
  saveUser(ctx: Context, user: StoredUser): Promise<void>;
  listUsers(ctx: Context, filter?: string): Promise<readonly StoredUser[]>;
  listUserGroupMembership(ctx: Context, user: StoredUser): Promise<readonly string[]>;
  saveAppClient(ctx: Context, appClient: AppClient): Promise<void>;
  updateOptions(ctx: Context, options: UserPoolOptions): Promise<void>;
  storeRefreshToken(ctx: Context, refreshToken: string, user: StoredUser): Promise<void>;
}

export interface CognitoService {
  createUserPool(ctx: Context, userPool: UserPoolOptions): Promise<UserPoolOptions>;
  getUserPool(ctx: Context, userPoolId: string): Promise<UserPoolService>;
  getUserPoolForClientId(ctx: Context, clientId: string): Promise<UserPoolService>;
  getAppClient(ctx: Context, clientId: string): Promise<AppClient | null>;
  listUserPools(ctx: Context): Promise<readonly UserPoolOptions[]>;
}

export interface DeliveryDetails {
  AttributeName: 'email' | 'phone_number';
  DeliveryMedium: 'EMAIL' | 'SMS';
  Destination: string;
}

export type MessageSource =
  | 'AdminCreateUser'
  | 'Authentication'
  | 'ForgotPassword'
  | 'ResendCode'
  | 'SignUp'
  | 'UpdateUserAttribute'
  | 'VerifyUserAttribute';

/** cognito-local's `Messages` service: every code it sends goes through `deliver`. */
export interface Messages {
  deliver(
    ctx: Context,
    source: MessageSource,
    clientId: string | null,
    userPoolId: string,
    user: StoredUser,
    code: string,
    clientMetadata: Record<string, string> | undefined,
    deliveryDetails: DeliveryDetails,
  ): Promise<void>;
}

export interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

export type TokenSource = 'AuthenticateDevice' | 'Authentication' | 'HostedAuth' | 'NewPasswordChallenge' | 'RefreshTokens';

export interface TokenGenerator {
  generate(
    ctx: Context,
    user: StoredUser,
    userGroups: readonly string[],
    userPoolClient: AppClient,
    clientMetadata: Record<string, string> | undefined,
    source: TokenSource,
  ): Promise<Tokens>;
}

/** The services cognito-local's operation handlers ("targets") receive. */
export interface Services {
  clock: { get(): Date };
  cognito: CognitoService;
  config: Record<string, unknown>;
  messages: Messages;
  otp: () => string;
  tokenGenerator: TokenGenerator;
  triggers: { enabled(trigger: string): boolean };
}

type Route = (ctx: Context, request: unknown) => Promise<unknown>;

interface CognitoLocalModules {
  DateClock: new () => { get(): Date };
  UserPoolServiceFactoryImpl: new (clock: { get(): Date }, dataStoreFactory: unknown) => unknown;
  CognitoServiceFactoryImpl: new (
    dataDirectory: string,
    dataStoreFactory: unknown,
    userPoolServiceFactory: unknown,
  ) => { create(ctx: Context, userPoolDefaults: Record<string, unknown>): Promise<CognitoService> };
  USER_POOL_AWS_DEFAULTS: Record<string, unknown>;
  DefaultConfig: Record<string, unknown>;
  Router: (services: Services) => (target: string) => Route;
  createServer: (
    router: (target: string) => Route,
    logger: Logger,
    options: { port: number; hostname: string; development: boolean; https: false },
  ) => { start(): Promise<HttpServer> };
  verifyTotp: (secret: string, code: string) => boolean;
  generateTotp: (secret: string) => string;
  generateTotpSecret: () => string;
  createSilentLogger: () => Logger;
  /** Base class of cognito-local's errors, which carry the Cognito name in `code`. */
  CognitoError: new (code: string, message: string) => Error & { code: string };
}

let loaded: CognitoLocalModules | undefined;

export function cognitoLocal(): CognitoLocalModules {
  if (loaded) return loaded;
  const load = (path: string) => cognitoLocalRequire(`cognito-local/lib/${path}`) as Record<string, unknown>;
  const totp = load('services/totp') as { verify: CognitoLocalModules['verifyTotp']; generate: CognitoLocalModules['generateTotp']; generateSecret: CognitoLocalModules['generateTotpSecret'] };
  // cognito-local's own pino: its request logger needs a real pino instance. Silent, because
  // its debug output would contain users, passwords and tokens.
  const pino = cognitoLocalRequire('pino') as (options: { level: string }) => Logger;
  loaded = {
    DateClock: load('services/clock').DateClock as CognitoLocalModules['DateClock'],
    UserPoolServiceFactoryImpl: load('services/userPoolService').UserPoolServiceFactoryImpl as CognitoLocalModules['UserPoolServiceFactoryImpl'],
    CognitoServiceFactoryImpl: load('services/cognitoService').CognitoServiceFactoryImpl as CognitoLocalModules['CognitoServiceFactoryImpl'],
    USER_POOL_AWS_DEFAULTS: load('services/cognitoService').USER_POOL_AWS_DEFAULTS as Record<string, unknown>,
    DefaultConfig: load('server/config').DefaultConfig as Record<string, unknown>,
    Router: load('server/Router').Router as CognitoLocalModules['Router'],
    createServer: load('server/server').createServer as CognitoLocalModules['createServer'],
    verifyTotp: totp.verify,
    generateTotp: totp.generate,
    generateTotpSecret: totp.generateSecret,
    createSilentLogger: () => pino({ level: 'silent' }),
    CognitoError: load('errors').CognitoError as CognitoLocalModules['CognitoError'],
  };
  return loaded;
}

export function attributeValue(user: Pick<StoredUser, 'Attributes'>, name: string): string | undefined {
  return user.Attributes.find((attribute) => attribute.Name === name)?.Value;
}

export function withAttributes(attributes: Attribute[], changes: Record<string, string | undefined>): Attribute[] {
  const names = new Set(Object.keys(changes));
  const kept = attributes.filter((attribute) => !names.has(attribute.Name));
  const added = Object.entries(changes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([Name, Value]) => ({ Name, Value }));
  return [...kept, ...added].sort((a, b) => a.Name.localeCompare(b.Name));
}
