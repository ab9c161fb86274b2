import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/context/element-context';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { QrCode } from '../../../core/ui/qr-code';
import { totpSetupUri } from '../../../core/ui/qr-path';
import { MfaCodeForm } from './mfa-code-form';

export interface MfaSetupScreenProps {
  secret: string;
  /** Who is signing in: the account name the app shows beside the brand. */
  accountName: string;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}

/**
 * First sign-in of an account that must use an authenticator app (CONTINUE_SIGN_IN_WITH_TOTP_SETUP):
 * a QR code naming the brand's issuer, the key as text with a copy button, and the app's first code.
 */
export function MfaSetupScreen({ secret, accountName, onSubmit, onBack }: MfaSetupScreenProps) {
  const { t } = useTranslation('login');
  const brand = useBrand();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <MfaCodeForm onSubmit={onSubmit} onBack={onBack} part="mfa-setup">
      <p>{t('mfa.setupIntro', { issuer: brand.mfaIssuer })}</p>
      <QrCode value={totpSetupUri(brand.mfaIssuer, accountName, secret)} label={t('mfa.setupQrLabel', { issuer: brand.mfaIssuer })} />
      <p>{t('mfa.setupSecret')}</p>
      <p>
        <code part="mfa-secret">{secret}</code>
      </p>
      {copy === 'failed' && <Alert tone="error">{t('mfa.copyFailed')}</Alert>}
      <Button variant="secondary" onClick={() => void copyKey()}>
        {copy === 'copied' ? t('mfa.keyCopied') : t('mfa.copyKey')}
      </Button>
      <p>{t('mfa.setupCodeIntro')}</p>
    </MfaCodeForm>
  );
}
