import { useTranslation } from 'react-i18next';
import type { BrandAlert } from '../../../domain/company/brand-info.schema';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Spinner } from '../../../core/ui/spinner';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { listReset } from '../../../core/ui/layout.styles';
import { alertDate, newestAlertsFirst } from '../model/pharmacy';

const styles = defineStyles({
  list: listReset,
  item: css`
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-inline-start: 6px solid var(--rx-color-primary);
    border-radius: var(--rx-radius);
    & p {
      margin: 0 0 4px;
    }
  `,
  date: css`
    color: var(--rx-color-text-muted);
    font-size: 0.9em;
  `,
});

export interface PharmacyUpdatesProps {
  alerts: readonly BrandAlert[] | undefined;
  failed: boolean;
  /** Asks for the alerts again after a failure. */
  onRetry: () => void;
}

/** The pharmacy's alerts, newest first, each with its date. */
export function PharmacyUpdates({ alerts, failed, onRetry }: PharmacyUpdatesProps) {
  const { t } = useTranslation('pharmacy');
  const classes = useSheet(styles);
  if (failed) {
    return (
      <Alert tone="error">
        <p>{t('updatesFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!alerts) return <Spinner label={t('loadingUpdates')} />;
  if (alerts.length === 0) return <p part="no-updates">{t('noUpdates')}</p>;
  return (
    <ul className={classes.list} part="updates">
      {newestAlertsFirst(alerts).map((alert, index) => {
        const date = alertDate(alert.createdDate);
        return (
          <li key={`${index}:${alert.createdDate}`} className={classes.item} part="update">
            <p>{alert.note}</p>
            {date && <p className={classes.date}>{t('posted', { date })}</p>}
          </li>
        );
      })}
    </ul>
  );
}
