import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEmit } from '../../../core/context/element-context';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import { durations } from '../../../core/ui/durations';
import { RadioGroup } from '../../../core/ui/radio-group';
import { localDateIn } from '../../../domain/calendar/calendar-dates';
import { shortDate } from '../../../domain/medication/order-history';
import { nextRefillDate } from '../../../domain/refill/refill-date';
import { DEFAULT_REMINDER_LEAD_DAYS, REMINDER_LEAD_DAYS, type ReminderLeadDays } from '../../../domain/reminders/reminder-choices';
import type { RefillReminder as Reminder } from '../../../domain/reminders/refill-reminder.schema';
import { clearReminder, remindersKey, remindersQuery, saveReminder } from '../api/reminders-api';
import { browserTimeZone, channelNote, emailUnsubscribed, reminderDay, reminderOffers } from '../model/reminder-view';

const styles = defineStyles({
  box: css`
    margin: 0 0 calc(var(--rx-space) * 2);
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
  `,
});

type Outcome = 'saved' | 'turnedOff' | 'saveFailed' | 'turnOffFailed';

export interface RefillReminderProps {
  uId: number;
  gId: number;
  medication: string;
  latestDateShipped: string | null;
  daysOfSupply: number | null;
}

/**
 * "Remind me" for one active prescription: its next refill date, the reminder's state, and a
 * dialog to choose the lead (the channel follows the preferred contact), change it or turn it
 * off. Messages stay 5 seconds (spec 02 §9 validation alerts).
 */
export function RefillReminder({ uId, gId, medication, latestDateShipped, daysOfSupply }: RefillReminderProps) {
  const { t } = useTranslation('medications');
  const sheet = useSheet(styles);
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const emit = useEmit();
  const reminders = useQuery(remindersQuery(client, uId));
  const reminder = reminders.data?.reminders.find((item) => item.gId === gId);
  const [editing, setEditing] = useState(false);
  const [lead, setLead] = useState<ReminderLeadDays>(DEFAULT_REMINDER_LEAD_DAYS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = `rx-${gId}-reminder`;

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), durations.validationAlert);
    return () => clearTimeout(timer);
  }, [outcome]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: remindersKey(uId) });
  const save = useMutation({
    // Whether this turns the reminder on or changes it is known when the patient saves.
    mutationFn: (_change: 'on' | 'changed') => saveReminder(client, { u_id: uId, gId, leadDays: lead, timeZone: browserTimeZone() }),
    onSuccess: async (saved, change) => {
      emit('rx-refill-reminder-changed', { gId, change, leadDays: saved.reminder.leadDays });
      await refresh();
      // Closing the dialog returns focus to the button that opened it.
      setEditing(false);
      setOutcome('saved');
    },
    onError: () => setOutcome('saveFailed'),
  });
  const turnOff = useMutation({
    mutationFn: () => clearReminder(client, { u_id: uId, gId }),
    onSuccess: async () => {
      emit('rx-refill-reminder-changed', { gId, change: 'off', leadDays: null });
      await refresh();
      setOutcome('turnedOff');
      // The turn-off button is gone: focus goes to "Remind me".
      opener.current?.focus();
    },
    onError: () => setOutcome('turnOffFailed'),
  });

  function open() {
    setLead(reminder?.leadDays ?? DEFAULT_REMINDER_LEAD_DAYS);
    setOutcome(null);
    save.reset();
    setEditing(true);
  }
  const close = () => {
    setEditing(false);
    if (outcome === 'saveFailed') setOutcome(null);
  };

  const refillDate = nextRefillDate(latestDateShipped, daysOfSupply);
  const delivery = reminders.data?.delivery;
  const note = delivery ? channelNote(delivery) : null;
  const offers = reminderOffers(refillDate, reminder !== undefined);

  return (
    <section className={sheet.box} aria-labelledby={headingId} part="refill-reminder" data-reminder-state={reminder?.state ?? 'none'}>
      <h4 id={headingId}>{t('reminder.heading')}</h4>
      <p part="next-refill-date">{refillDate ? t('reminder.nextRefill', { date: shortDate(refillDate) }) : t('reminder.noRefillDate')}</p>
      {reminders.isError && <Alert tone="error">{t('reminder.loadFailed')}</Alert>}
      {reminder && <p part="reminder-status">{statusText(reminder)}</p>}
      {outcome && !editing && (
        <Alert tone={outcome === 'saved' || outcome === 'turnedOff' ? 'success' : 'error'} onDismiss={() => setOutcome(null)} dismissLabel={t('alerts.dismiss')}>
          <span part={`reminder-result reminder-${outcome}`}>{t(`reminder.${outcome}`)}</span>
        </Alert>
      )}
      {reminders.isSuccess && offers.openOrChange && (
        <div className={sheet.actions}>
          <Button ref={opener} variant="secondary" part="button reminder-button" aria-describedby={headingId} onClick={open}>
            {reminder ? t('reminder.change') : t('reminder.open')}
          </Button>
          {offers.turnOff && (
            <Button variant="secondary" part="button reminder-off-button" aria-describedby={headingId} busy={turnOff.isPending} busyLabel={t('reminder.turningOff')} onClick={() => turnOff.mutate()}>
              {t('reminder.turnOff')}
            </Button>
          )}
        </div>
      )}
      <Dialog
        open={editing}
        onClose={close}
        size="small"
        title={t('reminder.title', { medication })}
        closeLabel={t('reminder.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('reminder.cancel')}
            </Button>
            <Button onClick={() => save.mutate(reminder ? 'changed' : 'on')} busy={save.isPending} busyLabel={t('reminder.saving')} disabled={note?.key === 'none'}>
              {t('reminder.save')}
            </Button>
          </>
        }
      >
        <RadioGroup
          legend={t('reminder.leadLegend')}
          options={REMINDER_LEAD_DAYS.map((days) => ({ value: String(days), label: t(`reminder.lead.${days}`) }))}
          value={String(lead)}
          onChange={(value) => setLead(Number(value) as ReminderLeadDays)}
        />
        {note && <p part="reminder-channel">{t(`reminder.channel.${note.key}`, note.key === 'none' ? {} : note)}</p>}
        <p>{t('reminder.preferenceHint')}</p>
        {delivery && emailUnsubscribed(delivery) && <p part="reminder-email-unsubscribed">{t('reminder.emailUnsubscribed', { email: delivery.email })}</p>}
        {outcome === 'saveFailed' && <Alert tone="error">{t('reminder.saveFailed')}</Alert>}
      </Dialog>
    </section>
  );

  function statusText(item: Reminder): string {
    const lead = t(`reminder.lead.${item.leadDays}`);
    if (item.state === 'scheduled') return t('reminder.status.scheduled', { lead, date: shortDate(reminderDay(item)) });
    if (item.state === 'sent') return t('reminder.status.sent', { lead, date: shortDate(item.lastSentAt ? localDateIn(new Date(item.lastSentAt), item.timeZone) : null) });
    return t(`reminder.status.${item.state}`, { lead });
  }
}
