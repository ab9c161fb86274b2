import { useTranslation } from 'react-i18next';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { refillAlertOf } from '../../../domain/medication/medication-list';
import { shortDate } from '../../../domain/medication/order-history';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { OptOut } from './opt-out-dialog';
import { RefillReminder } from './refill-reminder';
import { Tracker } from './tracker';
import { TrackingLine } from './tracking-line';

const styles = defineStyles({
  item: css`
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: 0 0 calc(var(--rx-space) * 2);
    border-bottom: 1px solid var(--rx-color-border);
  `,
  facts: css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: calc(var(--rx-space) / 2) calc(var(--rx-space) * 2);
    margin: 0 0 calc(var(--rx-space) * 2);
    & dt {
      font-weight: 600;
    }
    & dd {
      margin: 0;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    align-items: flex-start;
  `,
});

export interface PrescriptionViewProps {
  prescription: Prescription;
  kind: 'active' | 'inactive' | 'vector';
  uId: number;
  tracker: boolean;
  statusName: string;
  supportPhone: string | null;
  today: string;
  onBilling: () => void;
}

function physicianQueueReason(fields: string | null): string | null {
  if (!fields) return null;
  try {
    const parsed = JSON.parse(fields) as { inPhysicianQueue?: unknown; physicianQueueReason?: unknown };
    return parsed.inPhysicianQueue === true && typeof parsed.physicianQueueReason === 'string' ? parsed.physicianQueueReason : null;
  } catch {
    return null;
  }
}

/** One prescription in a single view: alerts, the tracker or the default detail, refill history, billing and opt-out. */
export function PrescriptionView({ prescription: rx, kind, uId, tracker, statusName, supportPhone, today, onBilling }: PrescriptionViewProps) {
  const { t } = useTranslation('medications');
  const sheet = useSheet(styles);
  const alert = refillAlertOf(rx);
  const queueReason = kind === 'vector' ? physicianQueueReason(rx.rxStatusFields) : null;
  const show = (date: string | null) => shortDate(date) ?? t('detail.unknown');
  return (
    <article className={sheet.item} part="prescription" data-rx-number={rx.rxNumber} aria-labelledby={`rx-${rx.gId}-name`}>
      <h3 id={`rx-${rx.gId}-name`} part="prescription-name">
        {rx.displayName}
      </h3>
      {alert && (
        <Alert tone="warning">
          <span part={`refill-alert refill-alert-${alert}`}>{t(`alerts.${alert}`)}</span>
        </Alert>
      )}
      {kind === 'vector' && (
        <>
          <p part="vector-intro">{t('vector.intro')}</p>
          {queueReason && <p part="physician-queue">{t('vector.physicianQueue', { reason: queueReason })}</p>}
        </>
      )}
      {tracker && kind !== 'vector' ? (
        <>
          <p part="tracker-refills">{t('tracker.refillsLeft', { count: rx.refillsLeft })}</p>
          <Tracker prescription={rx} supportPhone={supportPhone} today={today} />
        </>
      ) : (
        <section aria-labelledby={`rx-${rx.gId}-info`}>
          <h4 id={`rx-${rx.gId}-info`}>{t('detail.info')}</h4>
          <dl className={sheet.facts} part="prescription-info">
            <dt>{t('detail.rxNumber')}</dt>
            <dd>{rx.rxNumber}</dd>
            <dt>{t('detail.status')}</dt>
            <dd part="prescription-status">{statusName}</dd>
            <dt>{t('detail.instructions')}</dt>
            <dd>{rx.instructions ?? t('detail.noInstructions')}</dd>
            <dt>{t('detail.prescriber')}</dt>
            <dd>{rx.provider ?? t('detail.unknown')}</dd>
            <dt>{t('detail.refillsLeft')}</dt>
            <dd>{rx.refillsLeft}</dd>
            <dt>{t('detail.daysOfSupply')}</dt>
            <dd>{rx.daysOfSupply ?? t('detail.unknown')}</dd>
            <dt>{t('detail.expirationDate')}</dt>
            <dd>{show(rx.expirationDate)}</dd>
            <dt>{t('detail.lastShipped')}</dt>
            <dd>{show(rx.latestDateShipped)}</dd>
            {rx.cancelReason && (
              <>
                <dt>{t('detail.cancelReason')}</dt>
                <dd>{rx.cancelReason}</dd>
              </>
            )}
            <dt>{t('detail.pharmacy')}</dt>
            <dd>{rx.pharmacyName ?? t('detail.unknown')}</dd>
          </dl>
          <h4>{t('tracking.heading')}</h4>
          <TrackingLine prescription={rx} today={today} />
        </section>
      )}
      {kind === 'active' && rx.displayTable === 'active' && (
        <RefillReminder uId={uId} gId={rx.gId} medication={rx.displayName} latestDateShipped={rx.latestDateShipped} daysOfSupply={rx.daysOfSupply} />
      )}
      <section aria-labelledby={`rx-${rx.gId}-history`}>
        <h4 id={`rx-${rx.gId}-history`}>{t('history.heading')}</h4>
        {rx.refills.length === 0 ? (
          <p>{t('history.none')}</p>
        ) : (
          <ul part="refill-history">
            {[...rx.refills]
              .sort((a, b) => b.requestId - a.requestId)
              .map((refill) => (
                <li key={refill.requestId}>
                  {t('history.requested')}: {show(refill.dateRequested?.slice(0, 10) ?? null)} · {t('history.delivery')}: {show(refill.deliveryDate)}
                  {refill.dateShipped && ` · ${t('history.shipped')}: ${show(refill.dateShipped)}`}
                </li>
              ))}
          </ul>
        )}
      </section>
      <div className={sheet.actions}>
        <Button variant="secondary" part="button billing-button" onClick={onBilling}>
          {t('billing.view')}
        </Button>
        {kind === 'active' && <OptOut uId={uId} rxNumber={rx.rxNumber} medication={rx.displayName} available={rx.displayTable === 'active'} />}
      </div>
    </article>
  );
}
