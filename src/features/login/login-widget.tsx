import { useMemo, useState } from 'react';
import { registerNamespace } from '../../core/i18n/i18n';
import { useRxConfig } from '../../core/context/element-context';
import { sessionStore } from '../../core/session/session-store';
import { amplifyLoginIdentity } from './api/identity';
import { authParamOf } from './model/auth-link';
import { storageBlocked } from './model/browser-storage';
import { initialLoginState } from './model/login-machine';
import { LoginFlow } from './components/login-flow';

registerNamespace('login');

export interface LoginWidgetProps {
  /** "standard" (default) or "basic": the identity pool the form signs in to. */
  pool?: string;
  /** A notice from the page that sent the patient here: "registered" or "username-changed". */
  notice?: string;
  /** Where the privacy link leads (warehouse-retail brand); a portal path or an absolute URL. */
  privacyUrl?: string;
}

const notices = { registered: 'registered', 'username-changed': 'usernameChanged' } as const;

function browserStorage(): Storage | undefined {
  return globalThis.localStorage;
}

/** The login page of spec 01 §2 with every access screen of §4. */
export function LoginWidget({ pool, notice, privacyUrl }: LoginWidgetProps) {
  const config = useRxConfig();
  const identity = useMemo(() => amplifyLoginIdentity(config.identity), [config.identity]);
  const [search] = useState(() => globalThis.location?.search ?? '');
  const [initialState] = useState(() => {
    const { lastSignOut, identity } = sessionStore().getState();
    return initialLoginState({
      signedIn: identity !== null,
      authLink: authParamOf(search) !== null,
      sessionExpired: lastSignOut === 'expired' || lastSignOut === 'idle',
      storageBlocked: storageBlocked({ cookieEnabled: globalThis.navigator?.cookieEnabled, storage: browserStorage }),
      notice: notice && notice in notices ? notices[notice as keyof typeof notices] : undefined,
    });
  });
  return (
    <LoginFlow
      identity={identity}
      pool={pool === 'basic' ? 'basic' : 'standard'}
      initialState={initialState}
      search={search}
      privacyUrl={privacyUrl || '/terms-conditions'}
    />
  );
}
