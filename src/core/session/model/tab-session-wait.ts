/** The Web Lock every signed-in tab holds (shared). */
export const SIGNED_IN_TAB_LOCK = 'rx-signed-in-tab';

/**
 * Whether a tab waits (before its screens show) for a signed-in tab's answer: only when it has
 * no session of its own and some tab holds the signed-in lock, so that a visitor with no open
 * session anywhere never waits.
 */
export function shouldWaitForShare(input: { signedIn: boolean; signedInTabHeld: boolean }): boolean {
  return !input.signedIn && input.signedInTabHeld;
}
