import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmit } from '../../core/context/element-context';
import { registerNamespace } from '../../core/i18n/i18n';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Spinner } from '../../core/ui/spinner';
import { useRegistrationLookup } from './api/registration-lookup';
import { RegisterCard } from './components/register-card';
import { RegistrationScreen } from './components/registration-screen';
import { registrationCodeOf } from './model/registration-result';

registerNamespace('register');

export interface RegisterWidgetProps {
  /** The registration code; defaults to the page's `id` query parameter. */
  registrationCode?: string;
}

const currentSearch = () => globalThis.location?.search ?? '';

export function RegisterWidget({ registrationCode }: RegisterWidgetProps) {
  const { t } = useTranslation('register');
  const emit = useEmit();
  const code = registrationCodeOf(registrationCode, currentSearch());
  const lookup = useRegistrationLookup(code);
  const invalid = code === null || lookup.isError;

  // No code, or a failed or non-200 lookup: to the login page (spec 01 §2, §8).
  useEffect(() => {
    if (invalid) emit('rx-navigate', { path: '/login', replace: true });
  }, [invalid, emit]);

  if (invalid) {
    return (
      <RegisterCard>
        <Alert tone="warning">{t('invalidLink')}</Alert>
        <Button variant="secondary" onClick={() => emit('rx-navigate', { path: '/login', replace: true })}>
          {t('goToLogin')}
        </Button>
      </RegisterCard>
    );
  }

  if (!lookup.data) {
    return (
      <RegisterCard busy>
        <Spinner label={t('loading')} />
      </RegisterCard>
    );
  }

  return <RegistrationScreen key={code} code={code!} lookup={lookup.data} search={currentSearch()} />;
}
