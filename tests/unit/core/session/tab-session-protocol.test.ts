import { describe, expect, it } from 'vitest';
import { parseTabSessionMessage, reactToTabMessage, type TabSessionSnapshot } from '../../../../src/core/session/model/tab-session-protocol';
import { shouldWaitForShare } from '../../../../src/core/session/model/tab-session-wait';

const signedIn: TabSessionSnapshot = {
  session: { identity: { token: 'a.b.c', u_ID: 7 }, user: null, modules: null, variant: null, lastSignOut: null },
  identityKeys: { 'CognitoIdentityServiceProvider.client.pat.refreshToken': 'refresh' },
};
const signedOut: TabSessionSnapshot = {
  session: { identity: null, user: null, modules: null, variant: null, lastSignOut: 'user' },
  identityKeys: {},
};

describe('tab session protocol: reactions', () => {
  const fresh = { id: 'new-tab', signedIn: false };
  const open = { id: 'open-tab', signedIn: true };

  it('a signed-in tab answers a tab that asks; a tab without a session does not', () => {
    expect(reactToTabMessage({ kind: 'ask', from: 'new-tab' }, open)).toEqual({ kind: 'answer', to: 'new-tab' });
    expect(reactToTabMessage({ kind: 'ask', from: 'new-tab' }, { id: 'other', signedIn: false })).toEqual({ kind: 'ignore' });
  });

  it('the asking tab adopts an answer addressed to it while it has no session; the first answer wins', () => {
    const answer = { kind: 'share' as const, from: 'open-tab', to: 'new-tab', snapshot: signedIn };
    expect(reactToTabMessage(answer, fresh)).toEqual({ kind: 'adopt', snapshot: signedIn });
    expect(reactToTabMessage(answer, { id: 'new-tab', signedIn: true })).toEqual({ kind: 'ignore' });
  });

  it('an answer addressed to another tab, or one without a session, is not adopted', () => {
    expect(reactToTabMessage({ kind: 'share', from: 'open-tab', to: 'someone-else', snapshot: signedIn }, fresh)).toEqual({ kind: 'ignore' });
    expect(reactToTabMessage({ kind: 'share', from: 'open-tab', to: 'new-tab', snapshot: signedOut }, fresh)).toEqual({ kind: 'ignore' });
  });

  it('a session shared with every tab (sign-in, sign-out, refreshed token) is adopted by every tab', () => {
    expect(reactToTabMessage({ kind: 'share', from: 'open-tab', snapshot: signedOut }, { id: 'b', signedIn: true })).toEqual({ kind: 'adopt', snapshot: signedOut });
    expect(reactToTabMessage({ kind: 'share', from: 'open-tab', snapshot: signedIn }, { id: 'b', signedIn: false })).toEqual({ kind: 'adopt', snapshot: signedIn });
  });

  it("a tab ignores its own messages", () => {
    expect(reactToTabMessage({ kind: 'ask', from: 'open-tab' }, open)).toEqual({ kind: 'ignore' });
    expect(reactToTabMessage({ kind: 'share', from: 'open-tab', snapshot: signedOut }, open)).toEqual({ kind: 'ignore' });
  });

  it('a new tab waits for an answer only when it has no session and a signed-in tab holds the lock', () => {
    expect(shouldWaitForShare({ signedIn: false, signedInTabHeld: true })).toBe(true);
    expect(shouldWaitForShare({ signedIn: false, signedInTabHeld: false })).toBe(false);
    expect(shouldWaitForShare({ signedIn: true, signedInTabHeld: true })).toBe(false);
  });
});

describe('tab session protocol: what a message must look like', () => {
  it('accepts asks and shares', () => {
    expect(parseTabSessionMessage({ kind: 'ask', from: 'x' })).toEqual({ kind: 'ask', from: 'x' });
    expect(parseTabSessionMessage({ kind: 'share', from: 'x', to: 'y', snapshot: signedIn })).toEqual({ kind: 'share', from: 'x', to: 'y', snapshot: signedIn });
    expect(parseTabSessionMessage({ kind: 'share', from: 'x', snapshot: signedOut })).toEqual({ kind: 'share', from: 'x', snapshot: signedOut });
  });

  it('refuses anything else another script of the origin might post on the channel', () => {
    const refused: unknown[] = [
      null,
      'ask',
      { kind: 'ask' },
      { kind: 'ask', from: '' },
      { kind: 'other', from: 'x' },
      { kind: 'share', from: 'x' },
      { kind: 'share', from: 'x', to: 7, snapshot: signedIn },
      { kind: 'share', from: 'x', snapshot: { session: { identity: { u_ID: 7 } }, identityKeys: {} } },
      { kind: 'share', from: 'x', snapshot: { session: { identity: { token: '' } }, identityKeys: {} } },
      { kind: 'share', from: 'x', snapshot: { session: signedIn.session, identityKeys: { key: 7 } } },
      { kind: 'share', from: 'x', snapshot: { session: signedIn.session } },
      // signed out, yet carrying tokens
      { kind: 'share', from: 'x', snapshot: { session: signedOut.session, identityKeys: signedIn.identityKeys } },
    ];
    for (const message of refused) expect(parseTabSessionMessage(message)).toBeNull();
  });
});
