import type { BrandInfo } from '../../../domain/company/brand-info.schema';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { useStepTranslation } from '../hooks/use-step-translation';
// The pharmacy's hours, time zone and phone link are shown by other screens too (the pharmacy page).
import { hoursLines, telHref, timeZoneName } from '../../../domain/company/pharmacy-contact-format';

const styles = defineStyles({
  box: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    & ul {
      margin: 0 0 var(--rx-space);
      padding-inline-start: 1.25em;
    }
  `,
});

export interface PharmacyContactProps {
  /** The pharmacy behind the brand; null while unknown (nothing but the generic text shows). */
  pharmacy: BrandInfo | null | undefined;
  /** Also list the opening hours. */
  withHours?: boolean;
}

/** The pharmacy's phone number as a tel link, and its opening hours in its own time zone. */
export function PharmacyContact({ pharmacy, withHours = true }: PharmacyContactProps) {
  const { t, i18n } = useStepTranslation();
  const { box } = useSheet(styles);
  if (!pharmacy?.supportNumber && !pharmacy?.hours) return null;
  const language = i18n.language;
  const hours = withHours && pharmacy.hours ? hoursLines(pharmacy.hours.days ?? [], language) : [];
  return (
    <div part="pharmacy-contact" className={box}>
      {pharmacy.supportNumber && (
        <p>
          {t('pharmacy.phone')}{' '}
          <a part="pharmacy-phone" href={telHref(pharmacy.supportNumber)}>
            {pharmacy.supportNumber}
          </a>
        </p>
      )}
      {hours.length > 0 && (
        <>
          <p>{t('pharmacy.hours')}</p>
          <ul part="pharmacy-hours">
            {hours.map((line) => (
              <li key={line.weekday}>
                {line.open && line.close
                  ? t('pharmacy.openHours', { day: line.weekday, open: line.open, close: line.close })
                  : t('pharmacy.closedDay', { day: line.weekday })}
              </li>
            ))}
          </ul>
          {pharmacy.hours.timezone && <p>{t('pharmacy.timeZone', { zone: timeZoneName(pharmacy.hours.timezone, language) })}</p>}
          {pharmacy.hours.hoursNote && <p>{pharmacy.hours.hoursNote}</p>}
        </>
      )}
    </div>
  );
}
