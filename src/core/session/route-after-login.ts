import type { CompanyVariant } from '../brand/modules';

/**
 * Query parameters a login link may carry (spec 01 §2); they are kept through sign-in so the
 * patient lands where the link meant. `link` values are ours to choose (the spec names the
 * targets, not the values): insurance, missing-insurance, address, confirm-address.
 */
export interface LoginLinkParams {
  action?: string | null;
  survey_event_id?: string | null;
  refill_event_id?: string | null;
  card_id?: string | null;
  doc_id?: string | null;
  conv_id?: string | null;
  redirect?: string | null;
  link?: string | null;
}

export const loginLinkParamNames = [
  'action',
  'survey_event_id',
  'refill_event_id',
  'card_id',
  'doc_id',
  'conv_id',
  'redirect',
  'link',
] as const satisfies ReadonlyArray<keyof LoginLinkParams>;

export interface AfterLoginUser {
  consentDate: string | null;
  /** 0 or 1 */
  emailVerified: number;
  /** 0 = care groups still to be mapped; 3 = no mapping exists. */
  groupsMapped: number;
}

export interface AfterLoginInput {
  user: AfterLoginUser;
  params: LoginLinkParams;
  variant: CompanyVariant;
  /** A refill being edited, carried from the medication screen. */
  refillUpdate?: unknown;
}

export interface RouteTarget {
  path: string;
  query?: Record<string, string>;
  state?: Record<string, unknown>;
}

const has = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The post-login routing priority of spec 01 §4, first match wins. */
export function routeAfterLogin({ user, params, variant, refillUpdate }: AfterLoginInput): RouteTarget {
  if (params.action === 'unsubscribe') return { path: '/settings', state: { action: 'unsubscribe' } };
  if (!has(user.consentDate)) return { path: '/consent' };
  if (user.emailVerified !== 1) return { path: '/email-verify' };
  if (has(params.survey_event_id)) return { path: '/survey', query: { survey_event_id: params.survey_event_id } };
  if (has(params.refill_event_id)) return { path: '/refill', query: { refill_event_id: params.refill_event_id } };
  if (has(params.card_id)) return { path: '/discount-card', query: { card_id: params.card_id } };
  if (has(params.doc_id)) return { path: '/documents', query: { doc_id: params.doc_id } };
  if (has(params.conv_id)) return { path: '/chat', state: { convIdFromLink: Number(params.conv_id) || params.conv_id } };
  if (variant === 'care-program' && user.groupsMapped === 0) return { path: '/care-programs' };
  if (refillUpdate) return { path: '/refill', state: { refillUpdate } };
  switch (params.link) {
    case 'insurance':
      return { path: '/profile', state: { initialOption: 2 } };
    case 'missing-insurance':
      return { path: '/profile', state: { initialOption: 2.1 } };
    case 'address':
      return { path: '/profile', state: { initialOption: 3 } };
    case 'confirm-address':
      return { path: '/profile', state: { initialOption: 3.1 } };
  }
  return params.redirect === '1' ? { path: '/home', query: { redirect: '1' } } : { path: '/home' };
}

/** Reads the link parameters from a query string, ignoring everything else. */
export function linkParamsFrom(search: string): LoginLinkParams {
  const query = new URLSearchParams(search);
  const params: LoginLinkParams = {};
  for (const name of loginLinkParamNames) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}
