import { StartRefused, type AppMode } from './app-mode';
import { publicOrigin } from './identity/identity-env';

/**
 * What production needs before it starts (main.ts asks first): the public address RX_PUBLIC_URL,
 * over https, since it is the ID tokens' issuer and the links patients follow. Plain http only
 * with RX_ALLOW_HTTP_PUBLIC_URL=1, for a machine's own loopback (a local trial, a test behind a
 * plain-http nginx). Development and test modes fall back to this machine's address.
 */
export function requireProductionSettings(mode: AppMode, vars: NodeJS.ProcessEnv = process.env): void {
  const allowHttp = vars.RX_ALLOW_HTTP_PUBLIC_URL?.trim() ?? '';
  if (allowHttp !== '' && allowHttp !== '1') throw new StartRefused(`RX_ALLOW_HTTP_PUBLIC_URL must be "1" or unset, got "${allowHttp}"`);
  if (mode !== 'production') return;
  const publicUrl = vars.RX_PUBLIC_URL?.trim();
  if (!publicUrl) {
    throw new StartRefused(
      'RX_PUBLIC_URL is not set: production needs the https address partners\' pages reach (e.g. https://rx.partner.example). ' +
        'For local development set RX_MODE=development instead.',
    );
  }
  let origin: string;
  try {
    origin = publicOrigin(publicUrl);
  } catch (error) {
    throw new StartRefused((error as Error).message);
  }
  if (!origin.startsWith('https://') && allowHttp !== '1') {
    throw new StartRefused(
      `RX_PUBLIC_URL must be an https:// address in production, got "${publicUrl}" ` +
        '(RX_ALLOW_HTTP_PUBLIC_URL=1 allows plain http, for a trial on this machine only)',
    );
  }
}
