import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationLookupResponse } from '../../domain/account/registration.schema';
import { dobCalendarProblem } from '../../domain/common/date-of-birth';
import { useBrand, useEmit } from '../../core/context/element-context';
import { isLanguage, registerNamespace, setLanguage, type Language } from '../../core/i18n/i18n';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Checkbox } from '../../core/ui/checkbox';
import { DateOfBirthFields } from '../../core/ui/date-of-birth-fields';
import { RadioGroup } from '../../core/ui/radio-group';
import { Select } from '../../core/ui/select';
import { Spinner } from '../../core/ui/spinner';
import { TextField } from '../../core/ui/text-field';
import { passwordProblems } from '../../core/validation/password';
import { formatPhone } from '../../core/validation/username';
import { usePlanOptions } from './api/insurance-plan-options';
import { useRegistrationLookup } from './api/registration-lookup';
import { useSubmitRegistration } from './api/submit-registration';
import { TermsDialog } from './components/terms-dialog';
import {
  dobInvalidParts,
  firstInvalidField,
  formatUsernameInput,
  initialForm,
  needsUsernameConfirmation,
  otherContactType,
  usernameTypeIn,
  validateRegistration,
  type InsuranceAnswer,
  type RegistrationContext,
  type RegistrationField,
  type RegistrationForm,
} from './model/registration-form';
import { loginPathAfterRegistration, registrationCodeOf, SUCCESS_STATE, type RegistrationFailure } from './model/registration-result';

const styles = defineStyles({
  card: css`
    max-width: 40em;
    padding: calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
  names: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
    column-gap: calc(var(--rx-space) * 2);
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    margin-top: calc(var(--rx-space) * 2);
  `,
});

registerNamespace('register');

export interface RegisterWidgetProps {
  /** The registration code; defaults to the page's `id` query parameter. */
  registrationCode?: string;
}

const currentSearch = () => globalThis.location?.search ?? '';

export function RegisterWidget({ registrationCode }: RegisterWidgetProps) {
  const { t } = useTranslation('register');
  const { card } = useSheet(styles);
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
      <section className={card} part="card" aria-labelledby="rx-register-title">
        <h2 id="rx-register-title">{t('title')}</h2>
        <Alert tone="warning">{t('invalidLink')}</Alert>
        <Button variant="secondary" onClick={() => emit('rx-navigate', { path: '/login', replace: true })}>
          {t('goToLogin')}
        </Button>
      </section>
    );
  }

  if (!lookup.data) {
    return (
      <section className={card} part="card" aria-labelledby="rx-register-title" aria-busy="true">
        <h2 id="rx-register-title">{t('title')}</h2>
        <Spinner label={t('loading')} />
      </section>
    );
  }

  return <RegistrationScreen key={code} code={code!} lookup={lookup.data} cardClass={card} />;
}

interface RegistrationScreenProps {
  code: string;
  lookup: RegistrationLookupResponse;
  cardClass: string;
}

function RegistrationScreen({ code, lookup, cardClass }: RegistrationScreenProps) {
  const { t, i18n } = useTranslation('register');
  const { names, actions } = useSheet(styles);
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
  const [form, setForm] = useState<RegistrationForm>(() =>
    initialForm(lookup.pendingPatient, isLanguage(i18n.language) ? i18n.language : 'en'),
  );
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [showPasswords, setShowPasswords] = useState(false);
  const [done, setDone] = useState(false);
  const submit = useSubmitRegistration();
  const plans = usePlanOptions(brand.id, context.insuranceQuestion);

  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    usernameConfirm: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    month: useRef<HTMLSelectElement>(null),
    day: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
    planId: useRef<HTMLSelectElement>(null),
    consent: useRef<HTMLInputElement>(null),
  };

  const today = new Date();
  const errors = submitted ? validateRegistration(form, context, today) : {};
  const hasErrors = Object.keys(errors).length > 0;
  const dobProblem = submitted ? dobCalendarProblem(form.dob, today) : null;
  const invalidDobParts = dobInvalidParts(dobProblem, form.dob);
  const dobLabels = { legend: t('dob.legend'), month: t('dob.month'), day: t('dob.day'), year: t('dob.year'), hint: t('dob.hint'), monthPlaceholder: t('dob.monthPlaceholder') };
  const showConfirm = needsUsernameConfirmation(form, context);
  const other = otherContactType(form, context);
  const usernameIsPhone = context.pending.forceUsernamePhone;

  const update = (patch: Partial<RegistrationForm>) => setForm((current) => ({ ...current, ...patch }));

  const message = (field: RegistrationField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    if (key === 'passwordRules') {
      const list = passwordProblems(form.password).map((problem) => t(`passwordNeeds.${problem}`));
      return t('errors.passwordRules', { list: list.join(', ') });
    }
    return t(`errors.${key}`);
  };

  function focusField(field: RegistrationField) {
    if (field === 'dob') {
      // Computed now: the render that marks the invalid parts may not have happened yet.
      const part = dobInvalidParts(dobCalendarProblem(form.dob, new Date()), form.dob)[0] ?? 'month';
      refs[part].current?.focus();
      return;
    }
    refs[field].current?.focus();
  }

  const goToLogin = () => emit('rx-navigate', { path: loginPathAfterRegistration(currentSearch()), state: { ...SUCCESS_STATE } });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    setSubmitted(true);
    setFailure(null);
    const first = firstInvalidField(validateRegistration(form, context, new Date()));
    if (first) {
      focusField(first);
      return;
    }
    const outcome = await submit.mutateAsync({ form, context, registrationCode: code });
    if (!outcome.ok) {
      setFailure(outcome.failure);
      return;
    }
    setDone(true);
    emit('rx-registration-completed', { usernameType: usernameTypeIn(form, context) });
    goToLogin();
  }


  if (done) {
    return (
      <section className={cardClass} part="card" aria-labelledby="rx-register-title">
        <h2 id="rx-register-title">{t('title')}</h2>
        <Alert tone="success">{t('success')}</Alert>
        <Button onClick={goToLogin}>{t('goToLogin')}</Button>
      </section>
    );
  }

  const languageOptions = (['en', 'es'] as const).map((language) => ({ value: language, label: t(`common:language.${language}`) }));
  const insuranceOptions = [
    { value: 'yes', label: t('insurance.yes') },
    { value: 'no', label: t('insurance.no') },
  ];

  return (
    <section className={cardClass} part="card" aria-labelledby="rx-register-title">
      <h2 id="rx-register-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('common:actions.dismiss')}>
          {t(`failures.${failure}`)}
        </Alert>
      )}
      {submitted && hasErrors && <Alert tone="error">{t('errors.summary')}</Alert>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate part="form">
        <div className={names}>
          <TextField
            ref={refs.firstName}
            label={t('firstName')}
            hint={t('nameHint')}
            autoComplete="given-name"
            required
            value={form.firstName}
            error={message('firstName')}
            onValueChange={(firstName) => update({ firstName })}
          />
          <TextField
            ref={refs.lastName}
            label={t('lastName')}
            hint={t('nameHint')}
            autoComplete="family-name"
            required
            value={form.lastName}
            error={message('lastName')}
            onValueChange={(lastName) => update({ lastName })}
          />
        </div>
        <TextField
          ref={refs.username}
          label={usernameIsPhone ? t('username.phoneLabel') : t('username.label')}
          hint={usernameIsPhone ? t('username.phoneHint') : t('username.hint')}
          type={usernameIsPhone ? 'tel' : 'text'}
          autoComplete="username"
          required
          value={form.username}
          error={message('username')}
          onValueChange={(value) => update({ username: formatUsernameInput(value, context) })}
        />
        {showConfirm && (
          <TextField
            ref={refs.usernameConfirm}
            label={t('username.confirmLabel')}
            hint={t('username.confirmHint')}
            type={usernameIsPhone ? 'tel' : 'text'}
            autoComplete="off"
            required
            value={form.usernameConfirm}
            error={message('usernameConfirm')}
            onValueChange={(value) => update({ usernameConfirm: formatUsernameInput(value, context) })}
          />
        )}
        {other === 'phone' ? (
          <TextField
            ref={refs.phone}
            label={t('phone.label')}
            hint={t('phone.hint')}
            type="tel"
            autoComplete="tel-national"
            value={form.phone}
            error={message('phone')}
            onValueChange={(value) => update({ phone: formatPhone(value) })}
          />
        ) : (
          <TextField
            ref={refs.email}
            label={t('email.label')}
            hint={t('email.hint')}
            type="email"
            autoComplete="email"
            value={form.email}
            error={message('email')}
            onValueChange={(email) => update({ email })}
          />
        )}
        <TextField
          ref={refs.password}
          label={t('password')}
          hint={t('passwordReq')}
          type={showPasswords ? 'text' : 'password'}
          autoComplete="new-password"
          required
          value={form.password}
          error={message('password')}
          onValueChange={(password) => update({ password })}
        />
        <TextField
          ref={refs.confirmPassword}
          label={t('confirmPassword')}
          type={showPasswords ? 'text' : 'password'}
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          error={message('confirmPassword')}
          onValueChange={(confirmPassword) => update({ confirmPassword })}
        />
        <Checkbox label={t('showPasswords')} checked={showPasswords} onChange={setShowPasswords} />
        <DateOfBirthFields
          value={form.dob}
          onChange={(dob) => update({ dob })}
          labels={dobLabels}
          month={{ names: i18n.language }}
          required
          error={message('dob')}
          invalidParts={invalidDobParts}
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
            update({ language });
            setLanguage(language);
          }}
        />
        {context.insuranceQuestion && (
          <>
            <RadioGroup
              legend={t('insurance.question')}
              orientation="horizontal"
              options={insuranceOptions}
              value={form.insurance}
              onChange={(value) => update({ insurance: value as InsuranceAnswer })}
            />
            {form.insurance === 'yes' && (
              <>
                {plans.isError && <Alert tone="warning">{t('insurance.plansFailed')}</Alert>}
                <Select
                  ref={refs.planId}
                  label={t('insurance.plan')}
                  placeholder={plans.isPending ? t('insurance.plansLoading') : t('insurance.planPlaceholder')}
                  options={(plans.data ?? []).map((plan) => ({ value: String(plan.planId), label: plan.planName }))}
                  required
                  value={form.planId}
                  error={message('planId')}
                  onChange={(planId) => update({ planId })}
                />
              </>
            )}
          </>
        )}
        <Checkbox
          ref={refs.consent}
          label={t('consent.label')}
          hint={t('consent.hint')}
          required
          checked={form.consent}
          error={message('consent')}
          onChange={(checked) => {
            // Checking opens the terms; only Agree in the dialog checks the box.
            if (checked) setTermsOpen(true);
            else update({ consent: false });
          }}
        />
        <div className={actions}>
          <Button type="submit" busy={submit.isPending} busyLabel={t('submitting')} disabled={submit.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
      <TermsDialog
        open={termsOpen}
        data={lookup.terms.data}
        onAgree={() => {
          update({ consent: true });
          setTermsOpen(false);
        }}
        onCancel={() => setTermsOpen(false)}
      />
    </section>
  );
}
