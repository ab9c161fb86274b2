/**
 * How the tabs of one portal share the signed-in session without keeping it in `localStorage`
 * (issue 33 item 8), over a `BroadcastChannel` (heard only by the same origin's tabs):
 * - a tab that opens without a session **asks**; a signed-in tab answers with a **share**
 *   addressed to it (the session store's state and aws-amplify's tokens), which it adopts when
 *   it still has no session. The first answer wins.
 * - a tab whose session changes by its own doing (sign-in, sign-out, a refreshed token, the
 *   patient's record) **shares** it with every tab, which adopt it: one session per browser, as
 *   when it was kept in `localStorage`. A share that is signed out signs every tab out.
 * The channel is named TAB_SESSION_CHANNEL. Pure rules; tab-session.ts does the talking, tab-session-gate.ts decides whether a new tab waits.
 */

export interface TabSessionSnapshot {
  /** The session store's persisted state; `identity` null when signed out. */
  session: { identity: ({ token: string } & Record<string, unknown>) | null } & Record<string, unknown>;
  /** aws-amplify's keys and values (its tokens); empty when signed out. */
  identityKeys: Record<string, string>;
}

export type TabSessionMessage =
  | { kind: 'ask'; from: string }
  | { kind: 'share'; from: string; to?: string; snapshot: TabSessionSnapshot };

export type TabSessionReaction =
  | { kind: 'ignore' }
  /** Answer the asking tab with this tab's session. */
  | { kind: 'answer'; to: string }
  | { kind: 'adopt'; snapshot: TabSessionSnapshot };

const IGNORE: TabSessionReaction = { kind: 'ignore' };

export function snapshotSignedIn(snapshot: TabSessionSnapshot): boolean {
  return snapshot.session.identity !== null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSnapshot(value: unknown): TabSessionSnapshot | null {
  if (!isRecord(value) || !isRecord(value.session) || !isRecord(value.identityKeys)) return null;
  const { identity } = value.session;
  if (identity !== null && !(isRecord(identity) && typeof identity.token === 'string' && identity.token !== '')) return null;
  if (!Object.values(value.identityKeys).every((entry) => typeof entry === 'string')) return null;
  // A signed-out share carries no tokens.
  if (identity === null && Object.keys(value.identityKeys).length > 0) return null;
  return value as unknown as TabSessionSnapshot;
}

/** A message from the channel, or null for anything else (any script of the origin may post there). */
export function parseTabSessionMessage(data: unknown): TabSessionMessage | null {
  if (!isRecord(data) || typeof data.from !== 'string' || data.from === '') return null;
  if (data.kind === 'ask') return { kind: 'ask', from: data.from };
  if (data.kind !== 'share' || (data.to !== undefined && typeof data.to !== 'string')) return null;
  const snapshot = parseSnapshot(data.snapshot);
  if (!snapshot) return null;
  return { kind: 'share', from: data.from, ...(data.to === undefined ? {} : { to: data.to }), snapshot };
}

export interface TabState {
  /** This tab's id on the channel. */
  id: string;
  signedIn: boolean;
}

/** What a tab does with a message. */
export function reactToTabMessage(message: TabSessionMessage, tab: TabState): TabSessionReaction {
  if (message.from === tab.id) return IGNORE;
  if (message.kind === 'ask') return tab.signedIn ? { kind: 'answer', to: message.from } : IGNORE;
  if (message.to === undefined) return { kind: 'adopt', snapshot: message.snapshot };
  if (message.to !== tab.id || tab.signedIn || !snapshotSignedIn(message.snapshot)) return IGNORE;
  return { kind: 'adopt', snapshot: message.snapshot };
}

/** The `BroadcastChannel` the portal's tabs share the session on. */
export const TAB_SESSION_CHANNEL = 'rx-session';
