import { useMemo, useReducer, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationLookupResponse } from '../../../domain/account/registration.schema';
import { dobCalendarProblem } from '../../../domain/common/date-of-birth';
import { useBrand, useEmit } from '../../../core/context/element-context';
import { isLanguage, setLanguage, type Language } from '../../../core/i18n/i18n';
import { layoutStyles } from '../../../core/ui/layout.styles';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Checkbox } from '../../../core/ui/checkbox';
import { DateOfBirthFields } from '../../../core/ui/date-of-birth-fields';
import { Select } from '../../../core/ui/select';
import { passwordProblems } from '../../../core/validation/password';
import { useSubmitRegistration } from '../api/submit-registration';
import { useFieldRefs } from '../hooks/use-field-refs';
import {
  dobInvalidParts,
  firstInvalidField,
  initialForm,
  usernameTypeIn,
  validateRegistration,
  type RegistrationContext,
  type RegistrationField,
  type RegistrationForm,
} from '../model/registration-form';
import { loginPathAfterRegistration, SUCCESS_STATE } from '../model/registration-result';
import { initialScreen, registrationScreenReducer } from '../model/registration-screen';
import { AccountFields } from './account-fields';
import { InsuranceQuestion } from './insurance-question';
import { RegisterCard } from './register-card';
import { TermsDialog } from './terms-dialog';

export interface RegistrationScreenProps {
  code: string;
  lookup: RegistrationLookupResponse;
  /** The query string of the page, for the login address after registration. */
  search: string;
}

/** The register form (spec 01 §2): every rule checked on submit, the first invalid field focused. */
export function RegistrationScreen({ code, lookup, search }: RegistrationScreenProps) {
  const { t, i18n } = useTranslation('register');
  const { actions } = useSheet(layoutStyles);
  const emit = useEmit();
  const brand = useBrand();
  const context = useMemo<RegistrationContext>(
    () => ({
      pending: lookup.pendingPatient,
      lowercaseEmail: brand.flags.lowercaseUsernames,
      insuranceQuestion: brand.flags.insurancePlanAtRegistration,
    }),
    [lookup.pendingPatient, brand],
  );
  const [state, dispatch] = useReducer(registrationScreenReducer, null, () =>
    initialScreen(initialForm(lookup.pendingPatient, isLanguage(i18n.language) ? i18n.language : 'en')),
  );
  const { form, submitted, failure } = state;
  const submit = useSubmitRegistration();
  const { refs, focusField } = useFieldRefs();

  const today = new Date();
  const errors = submitted ? validateRegistration(form, context, today) : {};
  const edit = (patch: Partial<RegistrationForm>) => dispatch({ type: 'edited', patch });
  const message = (field: RegistrationField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    if (key === 'passwordRules') {
      const list = passwordProblems(form.password).map((problem) => t(`passwordNeeds.${problem}`));
      return t('errors.passwordRules', { list: list.join(', ') });
    }
    return t(`errors.${key}`);
  };

  const goToLogin = () => emit('rx-navigate', { path: loginPathAfterRegistration(search), state: { ...SUCCESS_STATE } });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    dispatch({ type: 'submitted' });
    const first = firstInvalidField(validateRegistration(form, context, new Date()));
    if (first) {
      focusField(first, form);
      return;
    }
    const outcome = await submit.mutateAsync({ form, context, registrationCode: code });
    if (!outcome.ok) {
      dispatch({ type: 'failed', failure: outcome.failure });
      return;
    }
    dispatch({ type: 'completed' });
    emit('rx-registration-completed', { usernameType: usernameTypeIn(form, context) });
    goToLogin();
  }

  if (state.done) {
    return (
      <RegisterCard>
        <Alert tone="success">{t('success')}</Alert>
        <Button onClick={goToLogin}>{t('goToLogin')}</Button>
      </RegisterCard>
    );
  }

  const dobLabels = { legend: t('dob.legend'), month: t('dob.month'), day: t('dob.day'), year: t('dob.year'), hint: t('dob.hint'), monthPlaceholder: t('dob.monthPlaceholder') };
  const languageOptions = (['en', 'es'] as const).map((language) => ({ value: language, label: t(`common:language.${language}`) }));

  return (
    <RegisterCard>
      <p>{t('intro')}</p>
      {failure && (
        <Alert tone="error" onDismiss={() => dispatch({ type: 'failureDismissed' })} dismissLabel={t('common:actions.dismiss')}>
          {t(`failures.${failure}`)}
        </Alert>
      )}
      {Object.keys(errors).length > 0 && <Alert tone="error">{t('errors.summary')}</Alert>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate part="form">
        <AccountFields
          form={form}
          context={context}
          refs={refs}
          message={message}
          showPasswords={state.showPasswords}
          onShowPasswords={(show) => dispatch({ type: 'showPasswords', show })}
          onEdit={edit}
        />
        <DateOfBirthFields
          value={form.dob}
          onChange={(dob) => edit({ dob })}
          labels={dobLabels}
          month={{ names: i18n.language }}
          required
          error={message('dob')}
          invalidParts={dobInvalidParts(submitted ? dobCalendarProblem(form.dob, today) : null, form.dob)}
          monthRef={refs.month}
          dayRef={refs.day}
          yearRef={refs.year}
        />
        <Select
          label={t('language')}
          options={languageOptions}
          value={form.language}
          onChange={(value) => {
            const language = value as Language;
            edit({ language });
            setLanguage(language);
          }}
        />
        {context.insuranceQuestion && (
          <InsuranceQuestion brandId={brand.id} form={form} planRef={refs.planId} planError={message('planId')} onEdit={edit} />
        )}
        <Checkbox
          ref={refs.consent}
          label={t('consent.label')}
          hint={t('consent.hint')}
          required
          checked={form.consent}
          error={message('consent')}
          onChange={(checked) => dispatch({ type: 'consentToggled', checked })}
        />
        <div className={actions}>
          <Button type="submit" busy={submit.isPending} busyLabel={t('submitting')} disabled={submit.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
      <TermsDialog
        open={state.termsOpen}
        data={lookup.terms.data}
        onAgree={() => dispatch({ type: 'termsAgreed' })}
        onCancel={() => dispatch({ type: 'termsCancelled' })}
      />
    </RegisterCard>
  );
}
