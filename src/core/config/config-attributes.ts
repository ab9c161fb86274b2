import type { RxConfigLayer } from './config-types';
import { parseTheme } from './resolve-config';
import { parsePortalUrl } from './portal-url';
import { isBrandKey } from '../brand/brands';

/** The attributes of <rx-config>, as strings. */
export interface RxConfigAttributes {
  apiBase?: string;
  brand?: string;
  companyId?: string;
  locale?: string;
  theme?: string;
  nonce?: string;
  analytics?: string;
  idleTimeout?: string;
  idleWarning?: string;
  noticeInterval?: string;
  userPoolId?: string;
  userPoolClientId?: string;
  identityEndpoint?: string;
  basicUserPoolId?: string;
  basicUserPoolClientId?: string;
  portalUrl?: string;
  rememberDevice?: string;
}

const positiveNumber = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};
const bool = (value: string | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** Attributes over the `config` object of <rx-config>; invalid values are ignored. */
export function rxConfigLayerFromAttributes(attrs: RxConfigAttributes, base: RxConfigLayer = {}): RxConfigLayer {
  const brand = isBrandKey(attrs.brand) ? attrs.brand : base.brand;
  const locale = attrs.locale === 'en' || attrs.locale === 'es' ? attrs.locale : base.locale;
  const companyId = attrs.companyId !== undefined && /^\d+$/.test(attrs.companyId) ? Number(attrs.companyId) : base.companyId;
  return {
    ...base,
    apiBase: attrs.apiBase || base.apiBase,
    brand,
    companyId,
    locale,
    theme: parseTheme(attrs.theme) ?? base.theme,
    nonce: attrs.nonce || base.nonce,
    analytics: bool(attrs.analytics) ?? base.analytics,
    rememberDevice: bool(attrs.rememberDevice) ?? base.rememberDevice,
    noticeIntervalMs: positiveNumber(attrs.noticeInterval) ?? base.noticeIntervalMs,
    portalUrl: parsePortalUrl(attrs.portalUrl) ?? base.portalUrl,
    idle: {
      ...base.idle,
      timeoutMs: positiveNumber(attrs.idleTimeout) ?? base.idle?.timeoutMs,
      warningMs: positiveNumber(attrs.idleWarning) ?? base.idle?.warningMs,
    },
    identity: {
      standard: {
        ...base.identity?.standard,
        userPoolId: attrs.userPoolId || base.identity?.standard?.userPoolId,
        userPoolClientId: attrs.userPoolClientId || base.identity?.standard?.userPoolClientId,
        endpoint: attrs.identityEndpoint || base.identity?.standard?.endpoint,
      },
      basic: {
        ...base.identity?.basic,
        userPoolId: attrs.basicUserPoolId || base.identity?.basic?.userPoolId,
        userPoolClientId: attrs.basicUserPoolClientId || base.identity?.basic?.userPoolClientId,
        endpoint: attrs.identityEndpoint || base.identity?.basic?.endpoint,
      },
    },
  };
}
