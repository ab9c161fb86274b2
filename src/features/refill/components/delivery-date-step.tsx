import { useTranslation } from 'react-i18next';
import { Select } from '../../../core/ui/select';
import { Spinner } from '../../../core/ui/spinner';
import type { DeliveryWindow } from '../../../domain/refill/delivery-dates';
import { displayDateWithWeekday } from './format';

export interface DeliveryDateStepProps {
  /** Null while the pharmacy's time zone and holidays load. */
  window: DeliveryWindow | null;
  refrigerated: boolean;
  value: string | null;
  /** The chosen date (always one of the deliverable dates), or null when none is chosen. */
  onChange: (date: string | null) => void;
}

/**
 * Step 1: a list of the deliverable dates only, with the earliest date named. A date that is not
 * deliverable (any more) shows as not chosen.
 */
export function DeliveryDateStep({ window, refrigerated, value, onChange }: DeliveryDateStepProps) {
  const { t, i18n } = useTranslation('refill');
  if (!window) return <Spinner label={t('date.loading')} />;
  if (window.allowed.length === 0) return <p part="no-delivery-dates">{t('date.none')}</p>;
  const earliest = window.allowed[0]!;
  const chosen = value !== null && window.allowed.includes(value) ? value : '';
  return (
    <Select
      label={t('date.label')}
      required
      placeholder={t('date.choose')}
      options={window.allowed.map((date) => ({ value: date, label: displayDateWithWeekday(date, i18n.language) }))}
      value={chosen}
      hint={
        <span part="min-date-message">
          {t('date.earliest', { date: displayDateWithWeekday(earliest, i18n.language) })}{' '}
          {refrigerated ? t('date.refrigerated') : t('date.standard')}
        </span>
      }
      onChange={(date) => onChange(window.allowed.includes(date) ? date : null)}
    />
  );
}
