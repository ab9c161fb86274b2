import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';
import { ADDRESS_NAMESPACE } from '../address-i18n';
import type { AddressFailure } from '../model/address-save-failure';
import type { VerifyProblem } from '../model/address-verification';

export interface AddressFormAlertsProps {
  /** Field errors are shown (the form was submitted with some). */
  fieldErrors: boolean;
  failure: AddressFailure | null;
  /** The text of a verification problem, in the patient's language. */
  problemText(problem: VerifyProblem): string;
  /** Editing a stored address (the failed save says so). */
  editing: boolean;
  onDismiss(): void;
}

/** The address form's messages above its fields: the error summary, then what went wrong. */
export function AddressFormAlerts({ fieldErrors, failure, problemText, editing, onDismiss }: AddressFormAlertsProps) {
  const { t } = useTranslation(ADDRESS_NAMESPACE);
  return (
    <>
      {fieldErrors && <Alert tone="error">{t('errors.summary')}</Alert>}
      {failure?.kind === 'invalid' && (
        <Alert tone="error" title={t('verify.invalidTitle')}>
          <p>
            {problemText(failure.problem)} {t('verify.invalidHelp')}
          </p>
        </Alert>
      )}
      {failure?.kind === 'unavailable' && (
        <Alert tone="error" onDismiss={onDismiss} dismissLabel={t('common:actions.dismiss')}>
          {t('verify.unavailable')}
        </Alert>
      )}
      {failure?.kind === 'saveFailed' && (
        <Alert tone="error" onDismiss={onDismiss} dismissLabel={t('common:actions.dismiss')}>
          {t(editing ? 'alerts.editFailed' : 'alerts.addrFailed')}
        </Alert>
      )}
      {failure?.kind === 'refused' && <Alert tone="error">{failure.reason}</Alert>}
      {failure?.kind === 'homeOnly' && <Alert tone="error">{t('alerts.homeOnly')}</Alert>}
    </>
  );
}
