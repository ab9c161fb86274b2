import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { useEmit, useRxConfig } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { useSession } from '../../core/session/use-session';
import { useGoToLogin } from '../../core/session/use-require-session';
import { SignInRequired } from '../../core/session/sign-in-required';
import { sessionStore } from '../../core/session/session-store';
import { endSession } from '../../core/session/end-session';
import { SignOutDialog } from '../../core/session/sign-out-dialog';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { useSheet } from '../../core/theme/define-styles';
import { durations } from '../../core/ui/durations';
import { useToast } from '../../core/ui/toast';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { careProgramCountQuery } from './api/care-programs';
import { backFrom, careProgramsEnabled, initialScreen, isUnsubscribeAction, showsCarePrograms, type SettingsScreen } from './model/settings-screen';
import { Communications } from './components/communications';
import { LoginSecurity } from './components/login-security';
import { SettingsList } from './components/settings-list';
import { SupportRequestForm } from './components/support-request-form';
import { settingsStyles } from './components/settings.styles';
import type { Notify } from './components/notify';

registerNamespace('settings');

export interface SettingsWidgetProps {
  /** The sub-screen to open: 1 login security, 2 communications, 3 care programs, 4 support; else the list. */
  option?: number | string;
  /** "unsubscribe" (route state from /login?action=unsubscribe): opens communications without the top bar. */
  action?: string;
}

export function SettingsWidget(props: SettingsWidgetProps) {
  const { t } = useTranslation('settings');
  const identity = useSession((s) => s.identity);
  const goToLogin = useGoToLogin();
  // Set when this screen signs the patient out itself: it has already said where to go (with
  // the login notice), which a second trip to /login without it would replace.
  const leaving = useRef(false);
  useEffect(() => {
    if (!identity && !leaving.current) goToLogin();
  }, [identity, goToLogin]);
  if (!identity) {
    return leaving.current ? null : <SignInRequired titleId="rx-settings-title" title={t('title')} message={t('signedOut')} action={t('goToLogin')} />;
  }
  return <Settings identity={identity} onLeaving={() => (leaving.current = true)} {...props} />;
}

function Settings({ identity, option, action, onLeaving }: SettingsWidgetProps & { identity: SessionIdentity; onLeaving: () => void }) {
  const { t } = useTranslation('settings');
  const { root, topBar } = useSheet(settingsStyles);
  const emit = useEmit();
  const config = useRxConfig();
  const toast = useToast();
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const variant = useSession((s) => s.variant);
  const groupsMapped = useSession((s) => s.user?.groupsMapped);
  const [screen, setScreen] = useState<SettingsScreen>(() => initialScreen(option, action));
  useEffect(() => setScreen(initialScreen(option, action)), [option, action]);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);

  const withCarePrograms = showsCarePrograms(variant);
  const programs = useQuery({ ...careProgramCountQuery(client, identity.u_ID), enabled: withCarePrograms });
  const careEnabled = careProgramsEnabled(groupsMapped, programs.data ?? 0);

  const notify: Notify = useCallback(
    (message, tone, durationMs = durations.settingsToast) => toast.show(message, { tone, durationMs }),
    [toast],
  );

  const signOut = (notice?: string) => {
    setConfirmingSignOut(false);
    onLeaving();
    endSession(config.identity, 'user');
    emit('rx-signed-out', { reason: 'user' });
    emit('rx-navigate', { path: '/login', replace: true, ...(notice ? { state: { notice } } : {}) });
  };

  const onUsernameChanged = ({ type, value }: { type: 'email' | 'phone'; value: string }) => {
    // Local data follows the server before the sign-out (other tabs read the same store).
    sessionStore().getState().updateIdentity({ username: value, usernameType: type, ...(type === 'email' ? { email: value } : { phone: value }) });
    void queryClient.invalidateQueries({ queryKey: ['settings', 'patient', identity.u_ID] });
    signOut('username-changed');
  };

  const open = (next: SettingsScreen) => {
    if (next === 3) {
      emit('rx-navigate', { path: '/care-programs' });
      return;
    }
    setScreen(next);
  };

  const back = () => {
    if (backFrom(screen).to === 'list') setScreen(0);
    else globalThis.history?.back();
  };

  const title = screen === 0 ? t('title') : t(`entries.${screen}.title`);
  const hideTopBar = isUnsubscribeAction(action);

  return (
    <div className={root} part="settings">
      <Card part="card" labelledBy="rx-settings-title">
        {hideTopBar ? (
          <h2 id="rx-settings-title">{title}</h2>
        ) : (
          <header className={topBar} part="top-bar">
            <Button variant="text" onClick={back} part="back-button" aria-label={screen === 0 ? t('backOut') : t('backToList')}>
              <span aria-hidden="true">←</span>
            </Button>
            <h2 id="rx-settings-title">{title}</h2>
          </header>
        )}
        {screen === 0 && (
          <SettingsList
            withCarePrograms={withCarePrograms}
            careProgramsEnabled={careEnabled}
            onOpen={open}
            onSignOut={() => setConfirmingSignOut(true)}
          />
        )}
        {screen === 1 && <LoginSecurity identity={identity} notify={notify} onUsernameChanged={onUsernameChanged} />}
        {screen === 2 && <Communications identity={identity} notify={notify} />}
        {screen === 4 && <SupportRequestForm identity={identity} notify={notify} onSent={() => setScreen(0)} />}
      </Card>
      <SignOutDialog open={confirmingSignOut} onConfirm={() => signOut()} onCancel={() => setConfirmingSignOut(false)} />
    </div>
  );
}
