import { sessionStore } from './session-store';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Every mounted element listens, to announce the expiry and emit `rx-session-expired`. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the fetch helper: sign out locally, then tell every element. */
export function expireSession(): void {
  const state = sessionStore().getState();
  if (!state.identity) return;
  state.signOut('expired');
  listeners.forEach((listener) => listener());
}
