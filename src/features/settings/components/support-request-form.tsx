import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { durations } from '../../../core/ui/durations';
import { Button } from '../../../core/ui/button';
import { Select } from '../../../core/ui/select';
import { TextField } from '../../../core/ui/text-field';
import { useSendSupportRequest } from '../api/support-request';
import { MAX_DETAILS, SUPPORT_REASONS, SUPPORT_RELATING_TO, supportPayload, supportProblems, type SupportDraft } from '../model/support-request';
import type { Notify } from './notify';

export interface SupportRequestFormProps {
  identity: SessionIdentity;
  notify: Notify;
  /** After a sent request: back to the list. */
  onSent: () => void;
}

const EMPTY: SupportDraft = { reason: '', relatingTo: '', details: '' };

/** Screen 4: reason, relating-to and details longer than 15 characters (spec 01 §5, §9); messages stay 3 s. */
export function SupportRequestForm({ identity, notify, onSent }: SupportRequestFormProps) {
  const { t } = useTranslation('settings');
  const send = useSendSupportRequest();
  const [draft, setDraft] = useState<SupportDraft>(EMPTY);
  const [showProblems, setShowProblems] = useState(false);
  const problems = supportProblems(draft);
  const problemText = (field: keyof SupportDraft) => (showProblems && problems[field] ? t(`support.problems.${problems[field]}`) : undefined);
  const change = (patch: Partial<SupportDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const payload = supportPayload(identity.u_ID, draft);
    if (!payload) {
      setShowProblems(true);
      return;
    }
    const sent = await send.mutateAsync(payload);
    if (sent) {
      notify(t('messages.supportSent'), 'success', durations.supportFlowToast);
      setDraft(EMPTY);
      setShowProblems(false);
      onSent();
    } else {
      notify(t('messages.supportFailed'), 'error', durations.supportFlowToast);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate part="support-form">
      <p>{t('support.intro')}</p>
      <Select
        label={t('support.reason')}
        placeholder={t('support.choose')}
        required
        value={draft.reason}
        error={problemText('reason')}
        onChange={(reason) => change({ reason })}
        options={SUPPORT_REASONS.map((reason) => ({ value: reason, label: t(`support.reasons.${reason}`) }))}
      />
      <Select
        label={t('support.relatingTo')}
        placeholder={t('support.choose')}
        required
        value={draft.relatingTo}
        error={problemText('relatingTo')}
        onChange={(relatingTo) => change({ relatingTo })}
        options={SUPPORT_RELATING_TO.map((relatingTo) => ({ value: relatingTo, label: t(`support.relating.${relatingTo}`) }))}
      />
      <TextField
        multiline
        rows={5}
        label={t('support.details')}
        hint={t('support.detailsHint')}
        required
        maxLength={MAX_DETAILS}
        value={draft.details}
        error={problemText('details')}
        onValueChange={(details) => change({ details })}
      />
      <Button type="submit" busy={send.isPending} busyLabel={t('support.sending')}>
        {t('support.send')}
      </Button>
    </form>
  );
}
