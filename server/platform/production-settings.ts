import { StartRefused, type AppMode } from './app-mode';
import { readSetting } from './settings/settings';

/**
 * What production needs before it starts (main.ts asks first): the public address RX_PUBLIC_URL,
 * over https, since it is the ID tokens' issuer and the links patients follow. Plain http only
 * with RX_ALLOW_HTTP_PUBLIC_URL=1, for a machine's own loopback (a local trial, a test behind a
 * plain-http nginx). Development and test modes fall back to this machine's address.
 */
export function requireProductionSettings(mode: AppMode, vars: NodeJS.ProcessEnv = process.env): void {
  const allowHttp = readSetting(vars, 'RX_ALLOW_HTTP_PUBLIC_URL', StartRefused);
  if (mode !== 'production') return;
  const origin = readSetting(vars, 'RX_PUBLIC_URL', StartRefused);
  if (!origin) {
    throw new StartRefused(
      'RX_PUBLIC_URL is not set: production needs the https address partners\' pages reach (e.g. https://rx.partner.example). ' +
        'For local development set RX_MODE=development instead.',
    );
  }
  if (!origin.startsWith('https://') && allowHttp !== '1') {
    throw new StartRefused(
      `RX_PUBLIC_URL must be an https:// address in production, got "${vars.RX_PUBLIC_URL?.trim()}" ` +
        '(RX_ALLOW_HTTP_PUBLIC_URL=1 allows plain http, for a trial on this machine only)',
    );
  }
}
