import { useTranslation } from 'react-i18next';
import { dateLabel } from '../model/date-label';
import { dateTimeFormat } from '../../../domain/calendar/date-time-formats';

/** Today, Yesterday, a weekday name or the date, in the patient's language. */
export function useDateText(offsetMinutes: number): (iso: string) => string {
  const { t, i18n } = useTranslation('chat');
  return (iso) => {
    const label = dateLabel(iso, Date.now(), offsetMinutes);
    if (label.kind === 'today') return t('dates.today');
    if (label.kind === 'yesterday') return t('dates.yesterday');
    if (label.kind === 'weekday') {
      // 2023-01-01 was a Sunday: day N of that week names weekday N.
      return dateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + label.weekday));
    }
    return dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${label.date}T00:00:00Z`));
  };
}
