import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRxConfig } from '../../../core/context/element-context';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { sessionStore } from '../../../core/session/session-store';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog';
import { Spinner } from '../../../core/ui/spinner';
import { accountSecurity, identityFailureOf } from '../api/identity-security';
import { mfaStatusOf } from '../model/mfa';
import { mfaFailureOf, type MfaFailure } from '../model/messages';
import { MfaSetupDialog } from './mfa-setup-dialog';
import { UsernameDialog } from './username-dialog';
import { settingsStyles } from './settings.styles';
import type { Notify } from './notify';

export interface LoginSecurityProps {
  identity: SessionIdentity;
  notify: Notify;
  onUsernameChanged: (username: { type: 'email' | 'phone'; value: string }) => void;
}

/** Screen 1: the username with its edit dialog, and the multi-factor switch. */
export function LoginSecurity({ identity, notify, onUsernameChanged }: LoginSecurityProps) {
  const { t } = useTranslation('settings');
  const { row, label, value, switchButton, muted } = useSheet(settingsStyles);
  const config = useRxConfig();
  const queryClient = useQueryClient();
  const pool = identity.pool ?? 'standard';
  const [editing, setEditing] = useState(false);
  const [settingUp, setSettingUp] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const mfaKey = ['settings', 'mfa', identity.u_ID];
  const mfa = useQuery({
    queryKey: mfaKey,
    queryFn: async () => (await accountSecurity()).readMfaState(config.identity, pool),
    retry: false,
  });
  const enabled = mfa.data?.enabled ?? [];
  const on = enabled.length > 0;

  const remember = (methods: ('SMS' | 'TOTP')[]) => {
    queryClient.setQueryData(mfaKey, { enabled: methods, preferred: methods[0] ?? null });
    sessionStore().getState().updateIdentity({ mfaStatus: mfaStatusOf(methods) });
  };

  const setupEnded = (failure?: MfaFailure) => {
    setSettingUp(false);
    if (failure) notify(t(`messages.${failure}`), 'error');
  };

  async function turnOff() {
    setTurningOff(true);
    try {
      await (await accountSecurity()).turnMfaOff(config.identity, pool, enabled);
      remember([]);
      setConfirmingOff(false);
      notify(t('messages.mfaOff'), 'success');
    } catch (error) {
      setConfirmingOff(false);
      notify(t(`messages.${mfaFailureOf(identityFailureOf(error).name) === 'tokenNotFound' ? 'tokenNotFound' : 'setupFailed'}`), 'error');
    } finally {
      setTurningOff(false);
    }
  }

  return (
    <div part="login-security">
      <div className={row}>
        <div>
          <span className={label} id="rx-settings-username-label">
            {t('login.username')}
          </span>
          <span className={value} part="username">
            {identity.username}
          </span>
        </div>
        <Button variant="secondary" onClick={() => setEditing(true)} aria-describedby="rx-settings-username-label">
          {t('login.edit')}
        </Button>
      </div>
      <div className={row}>
        <div>
          <span className={label} id="rx-settings-mfa-label">
            {t('mfa.label')}
          </span>
          <span className={muted} id="rx-settings-mfa-state">
            {mfa.isPending ? t('mfa.loading') : on ? t(enabled.includes('TOTP') ? 'mfa.onTotp' : 'mfa.onSms') : t('mfa.off')}
          </span>
        </div>
        {mfa.isPending ? (
          <Spinner size="small" label={t('mfa.loading')} />
        ) : (
          <button
            type="button"
            role="switch"
            part="mfa-switch"
            className={switchButton}
            aria-checked={on}
            aria-labelledby="rx-settings-mfa-label"
            aria-describedby="rx-settings-mfa-state"
            disabled={mfa.isError}
            onClick={() => (on ? setConfirmingOff(true) : setSettingUp(true))}
          />
        )}
      </div>
      {identity.usernameType === 'phone' && mfa.isSuccess && (
        <p className={muted} part="sms-mfa">
          {enabled.includes('SMS') ? t('mfa.smsOn') : t('mfa.smsOff')}
        </p>
      )}
      {mfa.isError && <Alert tone="error">{t('messages.mfaReadFailed')}</Alert>}

      <UsernameDialog open={editing} identity={identity} onClose={() => setEditing(false)} onChanged={onUsernameChanged} />
      {settingUp && (
        <MfaSetupDialog
          identity={identity}
          onCancel={setupEnded}
          onDone={() => {
            setSettingUp(false);
            remember(['TOTP', ...enabled.filter((method) => method !== 'TOTP')]);
            notify(t('messages.mfaOn'), 'success');
          }}
        />
      )}
      <ConfirmDialog
        open={confirmingOff}
        title={t('mfa.offTitle')}
        body={t('mfa.offBody')}
        confirmLabel={t('mfa.offConfirm')}
        cancelLabel={t('common:actions.cancel')}
        busy={turningOff}
        busyLabel={t('mfa.turningOff')}
        tone="danger"
        onCancel={() => setConfirmingOff(false)}
        onConfirm={() => void turnOff()}
      />
    </div>
  );
}
