import { useTranslation } from 'react-i18next';
import type { BrandInfo } from '../../../domain/company/brand-info.schema';
import { hoursLines, telHref, timeZoneName } from '../../../domain/company/pharmacy-contact-format';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { addressLines, mailtoHref } from '../model/pharmacy';

const styles = defineStyles({
  grid: css`
    display: grid;
    gap: calc(var(--rx-space) * 2);
    grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
    & h3 {
      margin: 0 0 var(--rx-space);
      font-size: 1em;
    }
    & p,
    & ul,
    & dl {
      margin: 0 0 var(--rx-space);
    }
    & ul {
      padding: 0;
      list-style: none;
    }
  `,
  hoursRow: css`
    display: flex;
    justify-content: space-between;
    gap: var(--rx-space);
  `,
});

/** Support number, hours per weekday with the time zone and note, address, fax and e-mail. */
export function PharmacyOverview({ info }: { info: BrandInfo }) {
  const { t, i18n } = useTranslation('pharmacy');
  const classes = useSheet(styles);
  const language = i18n.language;
  const hours = hoursLines(info.hours.days, language);
  return (
    <div className={classes.grid} part="overview">
      <section aria-labelledby="rx-pharmacy-contact" part="contact">
        <h3 id="rx-pharmacy-contact">{t('contact')}</h3>
        <p>
          {t('phone')}{' '}
          <a href={telHref(info.supportNumber)} part="phone">
            {info.supportNumber}
          </a>
        </p>
        {info.contactFax && (
          <p part="fax">
            {t('fax')} {info.contactFax}
          </p>
        )}
        {info.email && (
          <p>
            {t('email')}{' '}
            <a href={mailtoHref(info.email)} part="email">
              {info.email}
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="rx-pharmacy-hours" part="hours">
        <h3 id="rx-pharmacy-hours">{t('hours')}</h3>
        <ul>
          {hours.map((line) => (
            <li key={line.weekday} className={classes.hoursRow}>
              <span>{line.weekday}</span>
              <span>{line.open && line.close ? t('openHours', { open: line.open, close: line.close }) : t('closed')}</span>
            </li>
          ))}
        </ul>
        <p part="time-zone">{t('timeZone', { zone: timeZoneName(info.hours.timezone, language) })}</p>
        {info.hours.hoursNote && <p part="hours-note">{info.hours.hoursNote}</p>}
      </section>
      <section aria-labelledby="rx-pharmacy-address" part="address">
        <h3 id="rx-pharmacy-address">{t('address')}</h3>
        <address>
          {addressLines(info).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </section>
    </div>
  );
}
