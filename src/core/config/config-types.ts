import type { BrandKey } from '../brand/brands';
import type { ColorTheme } from '../theme/color-theme';

export interface IdentityPoolConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** A Cognito-compatible endpoint (the local identity server in the demo). */
  endpoint?: string;
}

export interface IdleConfig {
  /** Inactivity before sign-out (spec 02 §9: 300000 ms). */
  timeoutMs: number;
  /** Length of the warning before sign-out (20 s: see ARCHITECTURE.md deviations). */
  warningMs: number;
}

export interface RxConfig {
  apiBase: string;
  identity: { standard: IdentityPoolConfig; basic: IdentityPoolConfig };
  brand?: BrandKey;
  companyId?: number;
  locale?: 'en' | 'es';
  /**
   * Colour scheme: `light` or `dark` forces one; unset follows the reader's
   * `prefers-color-scheme`. Windows forced-colors mode overrides both with system colours.
   */
  theme?: ColorTheme;
  idle: IdleConfig;
  analytics: boolean;
  nonce?: string;
  /** Outage notice refresh (spec 02 §9: default 3600000 ms). */
  noticeIntervalMs: number;
  /**
   * Where the partner's portal lives (`https://portal.partner.example` or `/portal`): widgets
   * outside `<rx-portal>` point their links there. Unset, links point at the page's own origin
   * (a portal hosted at its root).
   */
  portalUrl?: string;
  /**
   * Keep the signed-in session in `localStorage`, so it outlives the browser (a partner's
   * remembered device). Off by default: the session is kept in the tab (`sessionStorage`), and
   * a new tab of the portal takes it from an open one.
   */
  rememberDevice: boolean;
}

/** A layer of config: any subset, nested objects partial too. */
export type RxConfigLayer = Partial<Omit<RxConfig, 'identity' | 'idle'>> & {
  identity?: { standard?: Partial<IdentityPoolConfig>; basic?: Partial<IdentityPoolConfig> };
  idle?: Partial<IdleConfig>;
};

export const defaultConfig: RxConfig = {
  apiBase: '/api',
  identity: {
    standard: { userPoolId: '', userPoolClientId: '' },
    basic: { userPoolId: '', userPoolClientId: '' },
  },
  idle: { timeoutMs: 300_000, warningMs: 20_000 },
  analytics: true,
  noticeIntervalMs: 3_600_000,
  rememberDevice: false,
};
