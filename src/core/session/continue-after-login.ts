import type { CompanyVariant } from '../brand/modules';
import type { RxEventMap } from '../events/emit';
import { linkParamsFrom, loginLinkParamNames, routeAfterLogin, type AfterLoginUser, type LoginLinkParams, type RouteTarget } from './route-after-login';
import { memoryStorage } from '../storage/memory-storage';

/**
 * Helpers for the screens the post-login routing passes through on the way (/consent,
 * /email-verify): they finish their step and then continue the same routing.
 *
 * - The link parameters of the login page (survey_event_id, doc_id, ...) are kept for this tab in
 *   sessionStorage (`savePendingLinkParams` at sign-in), so a detour through /consent still ends
 *   where the link meant.
 * - A patient who skips e-mail verification is not sent back to it during this tab's session.
 */
export const PENDING_LINK_PARAMS_KEY = 'rx-login-link-params';
export const EMAIL_VERIFY_SKIPPED_KEY = 'rx-email-verify-skipped';
export const FIRST_LOGIN_KEY = 'rx-first-login';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabMemory = memoryStorage();

/** sessionStorage, or an in-memory stand-in where storage is disabled. */
export function tabStorage(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    if (storage) {
      storage.getItem(PENDING_LINK_PARAMS_KEY);
      return storage;
    }
  } catch {
    // storage disabled: fall through
  }
  return tabMemory;
}

export function savePendingLinkParams(params: LoginLinkParams, storage: KeyValueStorage = tabStorage()): void {
  const kept: LoginLinkParams = {};
  for (const name of loginLinkParamNames) {
    const value = params[name];
    if (typeof value === 'string' && value.trim() !== '') kept[name] = value;
  }
  if (Object.keys(kept).length === 0) storage.removeItem(PENDING_LINK_PARAMS_KEY);
  else storage.setItem(PENDING_LINK_PARAMS_KEY, JSON.stringify(kept));
}

export function pendingLinkParams(storage: KeyValueStorage = tabStorage()): LoginLinkParams {
  try {
    const parsed = JSON.parse(storage.getItem(PENDING_LINK_PARAMS_KEY) ?? '{}') as Record<string, unknown>;
    const params: LoginLinkParams = {};
    for (const name of loginLinkParamNames) if (typeof parsed[name] === 'string') params[name] = parsed[name];
    return params;
  } catch {
    return {};
  }
}

export const clearPendingLinkParams = (storage: KeyValueStorage = tabStorage()) => storage.removeItem(PENDING_LINK_PARAMS_KEY);

export function markEmailVerifySkipped(uId: number, storage: KeyValueStorage = tabStorage()): void {
  storage.setItem(EMAIL_VERIFY_SKIPPED_KEY, String(uId));
}

export function isEmailVerifySkipped(uId: number, storage: KeyValueStorage = tabStorage()): boolean {
  return storage.getItem(EMAIL_VERIFY_SKIPPED_KEY) === String(uId);
}

/** The fields the routing reads, from the stored user record (spec 01 §3 "User"). */
export function afterLoginUserOf(record: Record<string, unknown> | null | undefined): AfterLoginUser | null {
  if (!record) return null;
  const consentDate = typeof record.consentDate === 'string' ? record.consentDate : null;
  const emailVerified = Number(record.emailVerified) === 1 ? 1 : 0;
  const groupsMapped = typeof record.groupsMapped === 'number' ? record.groupsMapped : Number(record.groupsMapped ?? 1);
  return { consentDate, emailVerified, groupsMapped: Number.isFinite(groupsMapped) ? groupsMapped : 1 };
}

export interface ContinueInput {
  user: AfterLoginUser;
  uId: number;
  variant: CompanyVariant | null | undefined;
  /** The current page's query string; its link parameters win over the kept ones. */
  search?: string;
  refillUpdate?: unknown;
  storage?: KeyValueStorage;
}

/**
 * The first sign-in ever shows the tour notice on home (route state `initialLogin`). When the
 * routing detours through consent or e-mail verification first, the flag waits in this tab.
 */
export function withFirstLogin(target: RouteTarget, uId: number, storage: KeyValueStorage = tabStorage()): RouteTarget {
  if (target.path !== '/home') {
    storage.setItem(FIRST_LOGIN_KEY, String(uId));
    return target;
  }
  storage.removeItem(FIRST_LOGIN_KEY);
  return { ...target, state: { ...target.state, initialLogin: true } };
}

/** Where to go next: the post-login priority with the kept link parameters and this tab's skips. */
export function continueAfterLogin({ user, uId, variant, search = '', refillUpdate, storage = tabStorage() }: ContinueInput): RouteTarget {
  const params = { ...pendingLinkParams(storage), ...linkParamsFrom(search) };
  const effectiveUser = isEmailVerifySkipped(uId, storage) ? { ...user, emailVerified: 1 } : user;
  const target = routeAfterLogin({ user: effectiveUser, params, variant: variant ?? 'standard', refillUpdate });
  if (target.path !== '/consent' && target.path !== '/email-verify') clearPendingLinkParams(storage);
  if (target.path === '/home' && storage.getItem(FIRST_LOGIN_KEY) === String(uId)) return withFirstLogin(target, uId, storage);
  return target;
}

/** A route target as the detail of `rx-navigate` (query folded into the path). */
export function toNavigateDetail(target: RouteTarget, replace = true): RxEventMap['rx-navigate'] {
  const query = target.query ? new URLSearchParams(target.query).toString() : '';
  const detail: RxEventMap['rx-navigate'] = { path: query ? `${target.path}?${query}` : target.path, replace };
  if (target.state) detail.state = target.state;
  return detail;
}
