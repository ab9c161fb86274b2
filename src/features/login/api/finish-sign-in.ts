import { useCallback } from 'react';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { sessionStore } from '../../../core/session/session-store';
import type { AfterLoginResult } from '../../../core/session/after-login';
import type { LoginLinkParams } from '../../../core/session/route-after-login';
import type { Locale } from '../../../domain/common/common.schema';
import type { LoginIdentity } from './identity';

export interface FinishSignInInput {
  pool: 'standard' | 'basic';
  params: LoginLinkParams;
  locale: Locale;
}

/** Runs the post-login orchestration with this element's fetch helper and the shared session. */
export function useFinishSignIn(identity: LoginIdentity) {
  const client = useHttpClient();
  return useCallback(
    async ({ pool, params, locale }: FinishSignInInput): Promise<AfterLoginResult> => {
      let idToken: string | undefined;
      try {
        idToken = await identity.idToken();
      } catch {
        idToken = undefined;
      }
      if (!idToken) return { ok: false, reason: 'session' };
      // The post-login routing (user, company modules, where to go) loads with the first sign-in.
      const { afterLogin, browserTimezoneOffset } = await import('../../../core/session/after-login');
      const now = new Date();
      return afterLogin(
        { client, session: sessionStore(), signOut: () => identity.signOut() },
        { idToken, pool, params, locale, timezoneOffset: browserTimezoneOffset(now), now },
      );
    },
    [client, identity],
  );
}
