import type { StoreApi } from 'zustand/vanilla';
import type { HttpClient } from '../api/http-client';
import type { Locale } from '../../domain/common/common.schema';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import type { User, UserDataItem, UserResponse } from '../../domain/account/user.schema';
import { jwtClaims } from '../api/jwt';
import { fetchCompanySetup as defaultFetchCompanySetup } from '../brand/company-api';
import type { SessionState } from './session-store';
import { routeAfterLogin, type LoginLinkParams, type RouteTarget } from './route-after-login';
import { savePendingLinkParams, withFirstLogin } from './continue-after-login';

/** Answer of GET /session: who the ID token belongs to. */
export type SessionResponse = Omit<SessionIdentity, 'token' | 'jti' | 'pool'>;

export interface AfterLoginDeps {
  /** The fetch helper; it reads the bearer token from `session` once the identity is stored. */
  client: HttpClient;
  session: StoreApi<SessionState>;
  /** Ends the identity provider's session (a failed user lookup signs out). */
  signOut: () => Promise<void>;
  fetchCompanySetup?: typeof defaultFetchCompanySetup;
}

export interface AfterLoginInput {
  idToken: string;
  pool: 'standard' | 'basic';
  /** The link parameters of the login address (spec 01 §2), kept through sign-in. */
  params: LoginLinkParams;
  /** The language the patient uses now; saved on the user. */
  locale: Locale;
  /** The browser's offset from UTC in minutes (east positive), see `browserTimezoneOffset`. */
  timezoneOffset: number;
  now: Date;
  /** A refill being edited, carried from the medication screen. */
  refillUpdate?: unknown;
}

export type AfterLoginResult =
  | { ok: true; uId: number; target: RouteTarget; href: string }
  | { ok: false; reason: 'session' | 'user' };

/** Minutes east of UTC (New York in winter: -300), the way the user record and registration store it. */
export const browserTimezoneOffset = (date: Date = new Date()) => {
  const offset = -date.getTimezoneOffset();
  return offset === 0 ? 0 : offset;
};

/** Path plus query string of a routing target, as `rx-navigate` carries it. */
export function targetHref(target: RouteTarget): string {
  const search = new URLSearchParams(target.query ?? {}).toString();
  return search ? `${target.path}?${search}` : target.path;
}

function claim(token: string, name: string): string | undefined {
  const value = jwtClaims(token)[name];
  return typeof value === 'string' ? value : undefined;
}

const emailVerifiedClaim = (token: string) => jwtClaims(token).email_verified === true;

/** Runs `work`, answering whether it went through. */
async function quietly(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch {
    // Saving the timezone or the last login is best effort: it never blocks the patient.
    return false;
  }
}

/**
 * What happens after a successful sign-in (spec 01 §4 "After login"): learn who signed in
 * (GET /session), fetch the user (a failure signs out), update the timezone when the browser's
 * differs, save last_login and locale, load the company's modules, then pick the screen by the
 * post-login routing priority.
 */
export async function afterLogin(deps: AfterLoginDeps, input: AfterLoginInput): Promise<AfterLoginResult> {
  const { client, session } = deps;
  const fetchCompanySetup = deps.fetchCompanySetup ?? defaultFetchCompanySetup;

  let who: SessionResponse;
  try {
    const { body } = await client.request<SessionResponse>('/session', { token: input.idToken });
    who = body;
    if (!who || typeof who.u_ID !== 'number') throw new Error('No identity in the session answer');
  } catch {
    await quietly(deps.signOut);
    return { ok: false, reason: 'session' };
  }
  session.getState().signIn({ ...who, token: input.idToken, jti: claim(input.idToken, 'jti'), pool: input.pool });

  let user: User;
  try {
    const { body } = await client.request<UserResponse>('/user', { query: { u_id: who.u_ID } });
    user = body.user;
    if (!user) throw new Error('No user in the answer');
  } catch {
    await quietly(deps.signOut);
    session.getState().signOut('user');
    return { ok: false, reason: 'user' };
  }
  // The identity may have verified the e-mail already (a sign-up confirmed by an e-mailed code).
  if (user.emailVerified !== 1 && emailVerifiedClaim(input.idToken)) {
    try {
      const { body } = await client.request<UserResponse>('/email-verification', { method: 'POST', body: { u_id: who.u_ID } });
      if (body.user) user = body.user;
    } catch {
      // The verification page asks for it then.
    }
  }
  session.getState().setUser(user as unknown as Record<string, unknown>);

  const put = (userData: UserDataItem[]) =>
    quietly(() => client.request('/user', { method: 'PUT', body: { u_id: who.u_ID, userData } }));
  if (user.timezone !== input.timezoneOffset && (await put([{ Name: 'timezone', Value: input.timezoneOffset }]))) {
    // The session's copy follows, so screens reading the patient's offset (chat times) use the new one.
    user = { ...user, timezone: input.timezoneOffset };
    session.getState().setUser(user as unknown as Record<string, unknown>);
  }
  await put([
    { Name: 'last_login', Value: input.now.toISOString() },
    { Name: 'locale', Value: input.locale },
  ]);

  const company = await fetchCompanySetup(client, who.companyId);
  session.getState().setCompany(company.modules, company.variant);

  const routed = routeAfterLogin({ user, params: input.params, variant: company.variant, refillUpdate: input.refillUpdate });
  // A detour through consent or e-mail verification must not lose the link the patient came by.
  if (routed.path === '/consent' || routed.path === '/email-verify') savePendingLinkParams(input.params);
  const target = user.lastLogin ? routed : withFirstLogin(routed, who.u_ID);
  return { ok: true, uId: who.u_ID, target, href: targetHref(target) };
}
