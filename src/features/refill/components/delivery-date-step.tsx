import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../core/ui/date-picker';
import { Spinner } from '../../../core/ui/spinner';
import type { DeliveryWindow } from '../model/delivery-dates';
import { displayDate, displayDateWithWeekday } from './format';

export interface DeliveryDateStepProps {
  /** Null while the pharmacy's time zone and holidays load. */
  window: DeliveryWindow | null;
  refrigerated: boolean;
  value: string | null;
  /** The chosen date when it is deliverable, else null. */
  onChange: (date: string | null) => void;
}

/** Step 1: a date picker that accepts only the deliverable dates, with the earliest date named. */
export function DeliveryDateStep({ window, refrigerated, value, onChange }: DeliveryDateStepProps) {
  const { t, i18n } = useTranslation('refill');
  const [typed, setTyped] = useState(value ?? '');
  if (!window) return <Spinner label={t('date.loading')} />;
  if (window.allowed.length === 0) return <p part="no-delivery-dates">{t('date.none')}</p>;
  const allowed = new Set(window.allowed);
  const earliest = window.allowed[0]!;
  const latest = window.allowed[window.allowed.length - 1]!;
  return (
    <>
      <DatePicker
        label={t('date.label')}
        required
        min={earliest}
        max={latest}
        value={typed}
        isDateAllowed={(date) => allowed.has(date)}
        disallowedError={t('date.notAllowed', { earliest: displayDate(earliest), latest: displayDate(latest) })}
        hint={
          <span part="min-date-message">
            {t('date.earliest', { date: displayDateWithWeekday(earliest, i18n.language) })}{' '}
            {refrigerated ? t('date.refrigerated') : t('date.standard')}
          </span>
        }
        onChange={(date, ok) => {
          setTyped(date);
          onChange(date && ok ? date : null);
        }}
      />
    </>
  );
}
