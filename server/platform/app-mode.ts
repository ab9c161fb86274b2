import { readSetting } from './settings/settings';

/** How the server runs: `production` serves partners; `development` and `test` add the development routes. */
export type AppMode = 'development' | 'test' | 'production';

/** Where the API is mounted. */
export const API_PREFIX = '/api';

/** A setting that stops the server at start; main.ts prints its message (which names the setting). */
export class StartRefused extends Error {}

/**
 * RX_MODE: `development` or `test` turn on the development routes (/api/dev/*), the test
 * registration code and the demo accounts; unset (or `production`) is production. Nothing else
 * does: NODE_ENV no longer chooses the mode, so a server started bare fails closed. A development
 * mode together with NODE_ENV=production is a contradiction and refused.
 */
export function readAppMode(env: NodeJS.ProcessEnv = process.env): AppMode {
  const mode: AppMode = readSetting(env, 'RX_MODE', StartRefused) ?? 'production';
  if (mode !== 'production' && readSetting(env, 'NODE_ENV') === 'production') {
    throw new StartRefused(`RX_MODE=${mode} turns on the development routes and demo accounts, which NODE_ENV=production forbids: unset one of them`);
  }
  return mode;
}
