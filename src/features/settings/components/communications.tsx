import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { isLanguage, languages, setLanguage, type Language } from '../../../core/i18n/i18n';
import { formatPhone, isValidUsPhone, toE164 } from '../../../core/validation/username';
import { isValidEmail } from '../../../core/validation/email';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import type { Patient, PreferredContact } from '../../../domain/patient/patient.schema';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog';
import { RadioGroup } from '../../../core/ui/radio-group';
import { Select } from '../../../core/ui/select';
import { Spinner } from '../../../core/ui/spinner';
import { TextField } from '../../../core/ui/text-field';
import { patientQuery, saveLocale, savePreferredContact, saveSecondaryContact, type WriteOutcome } from '../api/patient';
import { CONTACT_CHOICES, contactChoiceAvailable, needsUnsubscribeConfirm, secondaryContactOf, secondaryContactType, shownPreference } from '../model/communications';
import { communicationsMessageOf } from '../model/messages';
import { settingsStyles } from './settings.styles';
import type { Notify } from './notify';

export interface CommunicationsProps {
  identity: SessionIdentity;
  notify: Notify;
}

/** Screen 2: username, secondary contact, preferred contact and language (spec 01 §2, §4). */
export function Communications({ identity, notify }: CommunicationsProps) {
  const { t } = useTranslation('settings');
  const client = useHttpClient();
  const patient = useQuery(patientQuery(client, identity.u_ID));
  if (patient.isPending) return <Spinner label={t('loading')} />;
  if (patient.isError) return <Alert tone="error">{t('messages.communicationsError')}</Alert>;
  return <CommunicationsForm identity={identity} patient={patient.data} notify={notify} />;
}

function CommunicationsForm({ identity, patient, notify }: CommunicationsProps & { patient: Patient }) {
  const { t, i18n } = useTranslation('settings');
  const { row, label, value } = useSheet(settingsStyles);
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const uId = identity.u_ID;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['settings', 'patient', uId] });

  /** Shows the §8 message of a save and returns whether it went through. */
  const report = (outcome: WriteOutcome): boolean => {
    const message = communicationsMessageOf(outcome);
    const tone = message.key === 'communicationsSaved' ? 'success' : message.key === 'phoneConsentRequired' ? 'info' : 'error';
    notify(t(`messages.${message.key}`, { sender: 'sender' in message ? message.sender : '' }), tone);
    return outcome.status === 200;
  };

  // Secondary contact
  const secondaryType = secondaryContactType(patient.usernameType);
  const currentSecondary = secondaryContactOf(patient) ?? '';
  const [secondary, setSecondary] = useState(() => (secondaryType === 'phone' ? formatPhone(currentSecondary.replace(/^\+1/, '')) : currentSecondary));
  const [secondaryProblem, setSecondaryProblem] = useState<string | null>(null);
  const [savingSecondary, setSavingSecondary] = useState(false);
  const secondaryValue = secondaryType === 'phone' ? toE164(secondary) : secondary.trim();
  const secondaryValid = secondaryType === 'phone' ? isValidUsPhone(secondary) : isValidEmail(secondary);

  async function submitSecondary(event: FormEvent) {
    event.preventDefault();
    if (savingSecondary) return;
    if (!secondaryValid) {
      setSecondaryProblem(t(secondaryType === 'phone' ? 'username.problems.invalidPhone' : 'username.problems.invalidEmail'));
      return;
    }
    setSavingSecondary(true);
    if (report(await saveSecondaryContact(client, uId, secondaryType, secondaryValue))) await refresh();
    setSavingSecondary(false);
  }

  // Preferred contact
  const [preference, setPreference] = useState<PreferredContact>(() => shownPreference(patient));
  const [confirmingNone, setConfirmingNone] = useState(false);
  const [savingPreference, setSavingPreference] = useState(false);

  async function savePreference() {
    setSavingPreference(true);
    const ok = report(await savePreferredContact(client, uId, preference));
    setSavingPreference(false);
    setConfirmingNone(false);
    if (ok) await refresh();
  }

  // Language
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const [language, setLanguageChoice] = useState<Language>(current);
  const [savingLanguage, setSavingLanguage] = useState(false);

  async function submitLanguage(event: FormEvent) {
    event.preventDefault();
    if (language === current || savingLanguage) return;
    setSavingLanguage(true);
    const outcome = await saveLocale(client, uId, language);
    if (outcome.status === 200) {
      await setLanguage(language);
      notify(t('messages.languageSaved', { lng: language }), 'success');
      await refresh();
    } else {
      notify(t('messages.communicationsError'), 'error');
    }
    setSavingLanguage(false);
  }

  return (
    <div part="communications">
      <div className={row}>
        <div>
          <span className={label}>{t('login.username')}</span>
          <span className={value}>{patient.username}</span>
        </div>
      </div>

      <form onSubmit={(event) => void submitSecondary(event)} noValidate part="secondary-contact-form">
        <TextField
          label={t(secondaryType === 'phone' ? 'communications.secondaryPhone' : 'communications.secondaryEmail')}
          type={secondaryType === 'phone' ? 'tel' : 'email'}
          autoComplete={secondaryType === 'phone' ? 'tel-national' : 'email'}
          value={secondary}
          error={secondaryProblem ?? undefined}
          onValueChange={(next) => {
            setSecondary(secondaryType === 'phone' ? formatPhone(next) : next);
            setSecondaryProblem(null);
          }}
        />
        <Button type="submit" variant="secondary" busy={savingSecondary} busyLabel={t('saving')} disabled={secondaryValue === currentSecondary}>
          {t('communications.saveSecondary')}
        </Button>
      </form>

      <RadioGroup
        legend={t('communications.preferredContact')}
        value={String(preference)}
        onChange={(next) => setPreference(Number(next) as PreferredContact)}
        options={CONTACT_CHOICES.map((choice) => ({
          value: String(choice),
          label: t(`communications.contact.${choice}`),
          disabled: !contactChoiceAvailable(choice, patient),
        }))}
      />
      {patient.pendingPreferredContact !== null && <Alert tone="info">{t('messages.phoneConsentRequired')}</Alert>}
      <Button
        variant="secondary"
        busy={savingPreference && !confirmingNone}
        busyLabel={t('saving')}
        disabled={preference === shownPreference(patient)}
        onClick={() => (needsUnsubscribeConfirm(preference) ? setConfirmingNone(true) : void savePreference())}
      >
        {t('communications.savePreference')}
      </Button>

      <form onSubmit={(event) => void submitLanguage(event)} noValidate part="language-form">
        <Select
          label={t('common:language.label')}
          value={language}
          onChange={(next) => isLanguage(next) && setLanguageChoice(next)}
          options={languages.map((lng) => ({ value: lng, label: t(`common:language.${lng}`) }))}
        />
        <Button type="submit" variant="secondary" busy={savingLanguage} busyLabel={t('saving')} disabled={language === current}>
          {t('communications.saveLanguage')}
        </Button>
      </form>

      <ConfirmDialog
        open={confirmingNone}
        title={t('communications.unsubscribeTitle')}
        body={t('communications.unsubscribeBody')}
        confirmLabel={t('communications.unsubscribeConfirm')}
        cancelLabel={t('common:actions.cancel')}
        busy={savingPreference}
        busyLabel={t('saving')}
        tone="danger"
        onCancel={() => setConfirmingNone(false)}
        onConfirm={() => void savePreference()}
      />
    </div>
  );
}
