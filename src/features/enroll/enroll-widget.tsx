import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { useEmit } from '../../core/context/element-context';
import { Card } from '../../core/ui/card';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { durations } from '../../core/ui/durations';
import {
  assembledDob,
  enrollmentProblems,
  mainContactOf,
  prefillFromQuery,
  type EnrollmentField,
  type EnrollmentForm,
} from '../../domain/patient/enrollment-rules';
import { usePharmacyOptions, useSubmitEnrollment, type EnrollmentOutcome } from './api/enrollment';
import { EnrollForm } from './components/enroll-form';

registerNamespace('enroll');

export interface EnrollWidgetProps {
  enrollmentCode?: string;
  mobileNumber?: string;
}

const emptyForm = (mobileNumber: string): EnrollmentForm => ({
  firstName: '',
  lastName: '',
  month: '',
  day: '',
  year: '',
  contactType: mobileNumber ? 'phone' : '',
  contactValue: mobileNumber,
  rxNumber: '',
  noRxNumber: false,
  pharmacy: '',
});

export function EnrollWidget({ enrollmentCode: codeAttribute, mobileNumber: mobileAttribute }: EnrollWidgetProps) {
  const { t } = useTranslation('enroll');
  const emit = useEmit();
  const query = useMemo(() => prefillFromQuery(globalThis.location?.search ?? ''), []);
  const code = codeAttribute?.trim() || query.enrollmentCode;
  const [form, setForm] = useState(() => emptyForm(mobileAttribute?.trim() || query.mobileNumber));
  const [touched, setTouched] = useState<ReadonlySet<EnrollmentField>>(() => new Set());
  const [alert, setAlert] = useState<Exclude<EnrollmentOutcome, 'enrolled'> | null>(null);
  // Spec 02 §2/§8: the duplicate-user error reveals Go to Login. The message goes after 6 s; the
  // button stays until it is used or the form changes (a new contact may no longer be a duplicate).
  const [loginOffered, setLoginOffered] = useState(false);
  const [done, setDone] = useState(false);
  const pharmacies = usePharmacyOptions(code);
  const submission = useSubmitEnrollment();
  const options = pharmacies.data ?? [];
  const problems = enrollmentProblems(form, { pharmacyRequired: options.length > 0, today: new Date() });

  useEffect(() => {
    if (!code) emit('rx-navigate', { path: '/login', replace: true });
  }, [code, emit]);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), durations.enrollmentAlert);
    return () => clearTimeout(timer);
  }, [alert]);

  if (!code) return null;

  async function submit() {
    if (!code) return;
    const dob = assembledDob(form, new Date());
    if (!dob) return;
    setAlert(null);
    setLoginOffered(false);
    const pharmacy = options[Number(form.pharmacy)];
    const outcome = await submission.mutateAsync({
      mainContact: mainContactOf(form),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      registrationCode: code,
      rxNumber: form.noRxNumber ? null : form.rxNumber.trim(),
      dob,
      ...(form.pharmacy !== '' && pharmacy ? { pharmacyName: pharmacy.pharmacyName } : {}),
    });
    if (outcome === 'enrolled') {
      setDone(true);
      emit('rx-enrollment-requested', { contactType: form.contactType === 'phone' ? 'phone' : 'email' });
    } else {
      setAlert(outcome);
      setLoginOffered(outcome === 'usernameExistsException');
    }
  }

  function change(next: EnrollmentForm) {
    if (next.contactType !== form.contactType) {
      // A new kind of contact starts empty, and its field shows problems only once it is used.
      setTouched((previous) => new Set([...previous].filter((field) => field !== 'contactValue')));
    }
    setForm(next);
    setLoginOffered(false);
  }

  return (
    <Card part="card" labelledBy="rx-enroll-title" width="narrow">
      <h2 id="rx-enroll-title">{done ? t('thankYouTitle') : t('title')}</h2>
      {done ? (
        <p part="thank-you" role="status">
          {t('thankYou')}
        </p>
      ) : (
        <>
          <p>{t('intro')}</p>
          {pharmacies.isError && <Alert tone="error">{t('requestFail')}</Alert>}
          <EnrollForm
            form={form}
            onChange={change}
            problems={problems}
            touched={touched}
            onTouch={(field) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)))}
            pharmacies={options}
            busy={submission.isPending}
            onSubmit={() => void submit()}
          />
        </>
      )}
      {alert && (
        <div part="alert">
          <Alert tone="error" onDismiss={() => setAlert(null)} dismissLabel={t('common:actions.dismiss')}>
            {t(alert)}
          </Alert>
        </div>
      )}
      {loginOffered && !done && (
        <Button
          part="login-button"
          variant="secondary"
          onClick={() => {
            setLoginOffered(false);
            emit('rx-navigate', { path: '/login' });
          }}
        >
          {t('goToLogin')}
        </Button>
      )}
    </Card>
  );
}
