import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/context/element-context';
import { LOGIN_PASSWORD_MIN } from '../../../core/validation/password';
import { Button } from '../../../core/ui/button';
import type { NormalizedUsername } from '../../../core/validation/username';
import { loginFormState } from '../model/login-form';
import { BrandExtras } from './brand-extras';
import { PasswordField } from './password-field';
import { UsernameField } from './username-field';
import { useLoginStyles } from './login-styles';
import { useBusy } from '../hooks/use-busy';

export interface LoginFormScreenProps {
  username: string;
  password: string;
  onUsernameChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onSubmit: (username: NormalizedUsername, password: string) => Promise<void>;
  onForgotPassword: () => void;
  privacyUrl: string;
}

/** Username, password with show/hide, forgot-password link and Log in (spec 01 §2 "Login screen"). */
export function LoginFormScreen(props: LoginFormScreenProps) {
  const { t } = useTranslation('login');
  const brand = useBrand();
  const styles = useLoginStyles();
  const [busy, whileBusy] = useBusy();
  const [passwordTouched, setPasswordTouched] = useState(false);
  const passwordTooShort = passwordTouched && props.password.length > 0 && props.password.length < LOGIN_PASSWORD_MIN;
  const form = loginFormState({ username: props.username, password: props.password }, { lowercaseEmail: brand.flags.lowercaseUsernames });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit || busy) return;
    await whileBusy(() => props.onSubmit(form.username, props.password));
  };

  return (
    <>
      <p>{t('intro')}</p>
      <form onSubmit={submit} noValidate>
        <UsernameField value={props.username} normalized={form.username} onChange={props.onUsernameChange} disabled={busy} />
        <PasswordField
          label={t('password.label')}
          value={props.password}
          onChange={props.onPasswordChange}
          onBlur={() => setPasswordTouched(true)}
          error={passwordTooShort ? t('password.tooShort', { min: LOGIN_PASSWORD_MIN }) : undefined}
          autoComplete="current-password"
          disabled={busy}
        />
        <div className={styles.column}>
          <Button type="submit" fullWidth disabled={!form.canSubmit} busy={busy} busyLabel={t('actions.loggingIn')}>
            {t('actions.logIn')}
          </Button>
          <div>
            <button type="button" className={styles.linkButton} onClick={props.onForgotPassword} disabled={busy}>
              {t('actions.forgotPassword')}
            </button>
          </div>
        </div>
      </form>
      <BrandExtras privacyUrl={props.privacyUrl} />
    </>
  );
}
