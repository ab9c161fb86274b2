import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../src/core/storage/memory-storage';

const refreshKey = 'CognitoIdentityServiceProvider.client.pat.refreshToken';
const lastUserKey = 'CognitoIdentityServiceProvider.client.LastAuthUser';

/** A fresh page: its own storages, nothing chosen yet. */
async function page() {
  const local = memoryStorage();
  const session = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.resetModules();
  const persistence = await import('../../../src/core/storage/session-persistence');
  const identity = await import('../../../src/core/storage/identity-storage');
  return { local, session, persistence, identity };
}

afterEach(() => vi.unstubAllGlobals());

describe('session persistence', () => {
  it("keeps aws-amplify's tokens in the tab's sessionStorage by default, never in localStorage", async () => {
    const { local, session, identity } = await page();
    const tokens = identity.identityKeyValueStorage();
    await tokens.setItem(refreshKey, 'refresh-token');
    expect(session.getItem(refreshKey)).toBe('refresh-token');
    expect(local.length).toBe(0);
    expect(await tokens.getItem(refreshKey)).toBe('refresh-token');
    await tokens.removeItem(refreshKey);
    expect(session.getItem(refreshKey)).toBeNull();
  });

  it("clear() removes aws-amplify's keys only", async () => {
    const { session, identity } = await page();
    session.setItem(refreshKey, 'r');
    session.setItem(lastUserKey, 'pat');
    session.setItem('rx-draft:refill', '{}');
    await identity.identityKeyValueStorage().clear();
    expect(Object.keys(identity.readIdentityKeys(session))).toEqual([]);
    expect(session.getItem('rx-draft:refill')).toBe('{}');
  });

  it('a remembered device keeps the session in localStorage; choosing it moves this tab\'s session there', async () => {
    const { local, session, persistence, identity } = await page();
    session.setItem('rx-session', '{"state":{"identity":{"token":"t"}}}');
    session.setItem(refreshKey, 'r');
    const changed = vi.fn();
    persistence.onSessionPersistenceChange(changed);
    persistence.chooseSessionPersistence('device');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(local.getItem('rx-session')).toContain('"token":"t"');
    expect(local.getItem(refreshKey)).toBe('r');
    expect(persistence.sessionKeysIn(session)).toEqual([]);
    await identity.identityKeyValueStorage().setItem(lastUserKey, 'pat');
    expect(local.getItem(lastUserKey)).toBe('pat');
    // device sticks: a later element without the option does not take it back
    persistence.chooseSessionPersistence('tab');
    expect(persistence.sessionPersistence()).toBe('device');
  });

  it('the default moves a session an earlier version (or a remembered device) left in localStorage into the tab', async () => {
    const { local, session, persistence } = await page();
    local.setItem('rx-session', '{"state":{"identity":{"token":"t","fName":"Pat"}}}');
    local.setItem(refreshKey, 'r');
    local.setItem('rx-language', 'es');
    local.setItem('rx-last-activity', '1');
    persistence.chooseSessionPersistence('tab');
    expect(session.getItem(refreshKey)).toBe('r');
    expect(session.getItem('rx-session')).toContain('Pat');
    expect(persistence.sessionKeysIn(local)).toEqual([]);
    expect(local.getItem('rx-language')).toBe('es');
    expect(local.getItem('rx-last-activity')).toBe('1');
  });

  it("a session already in the tab is not overwritten by another storage's", async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(refreshKey, 'old');
    session.setItem(refreshKey, 'mine');
    const { moveSession } = await import('../../../src/core/storage/session-persistence');
    moveSession(local, session);
    expect(session.getItem(refreshKey)).toBe('mine');
    expect(local.length).toBe(0);
  });

  it("sign-out's last step removes aws-amplify's keys from both storages and the store's key from the one not in use", async () => {
    const { local, session, persistence, identity } = await page();
    for (const storage of [local, session]) {
      storage.setItem('rx-session', '{"state":{"identity":null,"lastSignOut":"user"}}');
      storage.setItem(refreshKey, 'r');
    }
    local.setItem('rx-language', 'es');
    identity.clearSessionCopies();
    expect(persistence.sessionKeysIn(local)).toEqual([]);
    expect(persistence.sessionKeysIn(session)).toEqual(['rx-session']);
    expect(local.getItem('rx-language')).toBe('es');
  });
});
