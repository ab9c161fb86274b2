/**
 * The Chromium the test tools drive (Playwright, web-test-runner): Debian's
 * chromium-headless-shell, the same Chromium build as /usr/bin/chromium without the browser's
 * window and interface layers, which is what Playwright itself runs for headless Chromium. The
 * end-to-end journeys spend about a third less processor time in it than in the full browser.
 * CHROMIUM_PATH chooses another binary (for instance /usr/bin/chromium). No test tool downloads
 * a browser of its own. The bench's Lighthouse keeps the full browser (scripts/bench.mjs).
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The flags every test browser starts with: no sandbox (containers), no GPU, nothing phoned home. */
export const TEST_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
