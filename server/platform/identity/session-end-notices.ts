import type { Database } from '../db/database';

/** Told the sign-in sessions (`origin_jti`) just ended, e.g. to close their sockets. */
export type SessionsEndedListener = (originJtis: readonly string[]) => void;

/**
 * Who wants to know when sessions end in this process, per database handle: the identity
 * (GlobalSignOut, RevokeToken) and the real-time side of one server share it, while two servers
 * in one test process each have their own. Other processes learn of it through the real-time
 * adapter (the listener broadcasts), not through this.
 */
const listeners = new WeakMap<Database, Set<SessionsEndedListener>>();

/** Listens for ended sessions recorded through `db`; returns the way to stop listening. */
export function onSessionsEnded(db: Database, listener: SessionsEndedListener): () => void {
  const set = listeners.get(db) ?? new Set<SessionsEndedListener>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the listeners of `db`; a failing listener does not stop the others nor the sign-out. */
export function announceSessionsEnded(db: Database, originJtis: readonly string[]): void {
  if (originJtis.length === 0) return;
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(originJtis);
    } catch {
      // The session is revoked in the database all the same: every socket event and request is refused.
    }
  }
}
