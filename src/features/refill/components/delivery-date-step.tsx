import { Select } from '../../../core/ui/select';
import { Spinner } from '../../../core/ui/spinner';
import type { DeliveryWindow } from '../../../domain/refill/delivery-dates';
import type { DateHint } from '../model/date-hint';
import { displayDateWithWeekday } from './format';
import { useStepTranslation } from '../hooks/use-step-translation';

export interface DeliveryDateStepProps {
  /** Null while the pharmacy's time zone and holidays load. */
  window: DeliveryWindow | null;
  /** What the offered dates follow: the kind's weekdays, force-allowed days, holidays. */
  hint: DateHint | null;
  /** Holiday names by date, in the patient's language (from the server). */
  holidayNames: Readonly<Record<string, string>>;
  /** Chosen medications not due yet, which hold the order's earliest date back. */
  heldBy: ReadonlyArray<{ name: string; date: string }>;
  value: string | null;
  /** The chosen date (always one of the deliverable dates), or null when none is chosen. */
  onChange: (date: string | null) => void;
}

/**
 * Step 1: a list of the deliverable dates only, with the earliest date named and a hint derived
 * from the dates offered. A date that is not deliverable (any more) shows as not chosen.
 */
export function DeliveryDateStep({ window, hint, holidayNames, heldBy, value, onChange }: DeliveryDateStepProps) {
  const { t, i18n } = useStepTranslation();
  if (!window || !hint) return <Spinner label={t('date.loading')} />;
  if (window.allowed.length === 0) return <p part="no-delivery-dates">{t('date.none')}</p>;
  const show = (date: string) => displayDateWithWeekday(date, i18n.language);
  const named = (date: string) => (holidayNames[date] ? `${show(date)} (${holidayNames[date]})` : show(date));
  const list = (dates: readonly string[], each = show) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(dates.map(each));
  const earliest = window.allowed[0]!;
  const chosen = value !== null && window.allowed.includes(value) ? value : '';
  const sentences = [
    t('date.earliest', { date: show(earliest) }),
    ...heldBy.map((med) => t('date.heldBy', { medication: med.name, date: show(med.date) })),
    hint.weekdays === 'refrigerated' ? t('date.refrigerated') : t('date.standard'),
    ...(hint.extraDates.length > 0 ? [t('date.extraDays', { dates: list(hint.extraDates) })] : []),
    ...(hint.closedDates.length > 0 ? [t('date.closedDays', { dates: list(hint.closedDates, named) })] : []),
  ];
  return (
    <Select
      label={t('date.label')}
      required
      placeholder={t('date.choose')}
      options={window.allowed.map((date) => ({ value: date, label: show(date) }))}
      value={chosen}
      hint={<span part="min-date-message">{sentences.join(' ')}</span>}
      onChange={(date) => onChange(window.allowed.includes(date) ? date : null)}
    />
  );
}
