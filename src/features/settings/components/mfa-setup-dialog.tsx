import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useRxConfig } from '../../../core/context/element-context';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import { Spinner } from '../../../core/ui/spinner';
import { CodeField } from './code-field';
import { accountSecurity, identityFailureOf } from '../api/identity-security';
import { MFA_FAILURE_RETURN_MS, mfaFailureOf, type MfaFailure } from '../model/messages';
import { QrCode } from '../../../core/ui/qr-code';
import { totpSetupUri } from '../../../core/ui/qr-path';
import { settingsStyles } from './settings.styles';

export interface MfaSetupDialogProps {
  identity: SessionIdentity;
  onDone: () => void;
  /** Setup ended without turning MFA on; `failure` when it failed. */
  onCancel: (failure?: MfaFailure) => void;
}

/**
 * Authenticator-app setup (spec 01 §4 "Multi-factor"): a secret from the identity, shown as a
 * QR code naming the brand's issuer and as text with a copy button; the app's first code turns
 * authenticator MFA on. Setup failures leave after 2 seconds.
 */
export function MfaSetupDialog({ identity, onDone, onCancel }: MfaSetupDialogProps) {
  const { t } = useTranslation('settings');
  const { qrBox, secret: secretClass, muted } = useSheet(settingsStyles);
  const config = useRxConfig();
  const brand = useBrand();
  const pool = identity.pool ?? 'standard';
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<MfaFailure | null>(null);
  const [copied, setCopied] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const failAndLeave = (kind: MfaFailure) => {
    setFailure(kind);
    leaving.current = setTimeout(() => onCancel(kind), MFA_FAILURE_RETURN_MS);
  };

  useEffect(() => {
    let alive = true;
    void accountSecurity()
      .then((security) => security.startTotpSetup(config.identity, pool))
      .then(
        (started) => alive && setSecret(started),
        (error: unknown) => {
          if (!alive) return;
          const kind = mfaFailureOf(identityFailureOf(error).name);
          failAndLeave(kind === 'incorrectCode' ? 'setupFailed' : kind);
        },
      );
    return () => {
      alive = false;
      clearTimeout(leaving.current);
    };
    // One setup per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function copySecret() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setFailure(null);
    } catch {
      setFailure('copyFailed');
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy || !/^\d{6}$/.test(code)) return;
    setBusy(true);
    setFailure(null);
    try {
      await (await accountSecurity()).finishTotpSetup(config.identity, pool, code);
      onDone();
    } catch (error) {
      const kind = mfaFailureOf(identityFailureOf(error).name);
      if (kind === 'incorrectCode') setFailure(kind);
      else failAndLeave(kind);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title={t('mfa.setupTitle')} onClose={() => onCancel()} closeLabel={t('common:actions.close')} dismissible={false}>
      {failure && <Alert tone="error">{t(`messages.${failure}`)}</Alert>}
      {!secret && !failure && <Spinner label={t('mfa.preparing')} />}
      {secret && (
        <form onSubmit={(event) => void verify(event)} noValidate part="mfa-form">
          <p>{t('mfa.scanIntro', { issuer: brand.mfaIssuer })}</p>
          <div className={qrBox}>
            <QrCode value={totpSetupUri(brand.mfaIssuer, identity.username, secret)} label={t('mfa.qrLabel', { issuer: brand.mfaIssuer })} />
          </div>
          <p className={muted}>{t('mfa.secretIntro')}</p>
          <p>
            <code className={secretClass} part="mfa-secret">
              {secret}
            </code>
          </p>
          <Button variant="secondary" onClick={() => void copySecret()}>
            {copied ? t('mfa.copied') : t('mfa.copy')}
          </Button>
          <CodeField
            label={t('mfa.codeLabel')}
            hint={t('mfa.codeHint')}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (failure === 'incorrectCode') setFailure(null);
            }}
          />
          <div>
            <Button type="submit" busy={busy} busyLabel={t('mfa.verifying')} disabled={code.length !== 6}>
              {t('mfa.turnOn')}
            </Button>{' '}
            <Button variant="text" disabled={busy} onClick={() => onCancel()}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
