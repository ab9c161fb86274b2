import { useTranslation } from 'react-i18next';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { abbreviation } from '../../../domain/medication/medication-list';
import { trackerDetailOf, trackerOf, type StepState } from '../../../domain/medication/tracker';
import { shortDate } from '../../../domain/medication/order-history';
import { displayPhone } from '../../../domain/common/phone-display';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { TrackingLine } from './tracking-line';

const styles = defineStyles({
  header: css`
    margin: 0 0 var(--rx-space);
    font-size: 1.15em;
    color: var(--rx-color-text);
    &[data-error='true'] {
      color: var(--rx-color-danger);
    }
  `,
  box: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-background);
  `,
  steps: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    list-style: none;
  `,
  step: css`
    position: relative;
    display: flex;
    align-items: center;
    gap: var(--rx-space);
    padding: 0 0 calc(var(--rx-space) * 2);
    color: var(--rx-color-text-muted);
    &[data-state='completed'],
    &[data-state='current'] {
      color: var(--rx-color-success);
      font-weight: 600;
    }
    &[data-state='error'] {
      color: var(--rx-color-danger);
      font-weight: 700;
    }
  `,
  dot: css`
    flex: none;
    width: 18px;
    height: 18px;
    border: 3px solid currentColor;
    border-radius: 50%;
    [data-state='completed'] > &,
    [data-state='current'] > &,
    [data-state='error'] > & {
      background: currentColor;
    }
  `,
});

export interface TrackerProps {
  prescription: Prescription;
  /** The pharmacy's phone for call-back prompts. */
  supportPhone: string | null;
  today: string;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Spec 02 §2 "Medication tracker" (module WEB_MedicationTracker). */
export function Tracker({ prescription, supportPhone, today }: TrackerProps) {
  const { t } = useTranslation('medications');
  const sheet = useSheet(styles);
  const view = trackerOf(prescription);
  const pharmacyPhone = prescription.pharmacyPhone ?? supportPhone;
  if (!view) {
    return (
      <p part="tracker-no-info" className={sheet.box}>
        {t('tracker.noInfo')}
      </p>
    );
  }
  const { mapping } = view;
  const stateLabel = (state: StepState) => t(`tracker.stepStatus.${state}`);
  return (
    <div part="tracker" data-tracker-status={view.status}>
      <h4 part="tracker-header" className={sheet.header} data-error={String(mapping.error)}>
        {t(`tracker.headers.${mapping.header}`)}
      </h4>
      <div part="tracker-detail" className={sheet.box}>
        <p part="tracker-detail-text">
          {t(`tracker.details.${trackerDetailOf(view, prescription.latestDateShipped, today)}`, {
            abbreviation: abbreviation(prescription.displayName),
            phone: pharmacyPhone ? displayPhone(pharmacyPhone) : '',
            date: shortDate(prescription.latestDateShipped) ?? '',
          })}
        </p>
        {mapping.extra === 'tracking' && <TrackingLine prescription={prescription} today={today} notAvailable={t('tracker.notAvailable')} />}
      </div>
      <ol part="tracker-steps" className={sheet.steps} aria-label={t('tracker.label')}>
        {view.steps.map(({ step, state }) => (
          <li key={step} className={sheet.step} data-state={state} part={`tracker-step tracker-step-${state}`} aria-current={state === 'current' || state === 'error' ? 'step' : undefined}>
            <span className={sheet.dot} aria-hidden="true" />
            <span>{t(`tracker.steps.${step}`)}</span>
            <span className="rx-visually-hidden">({stateLabel(state)})</span>
          </li>
        ))}
      </ol>
      {(mapping.extra === 'pharmacy' || prescription.pharmacyName) && (
        <section part="dispensing-pharmacy">
          <h4>{t('tracker.dispensing')}</h4>
          <p>
            {prescription.pharmacyName}
            {prescription.pharmacyAddress && (
              <>
                <br />
                {prescription.pharmacyAddress}
              </>
            )}
            {pharmacyPhone && (
              <>
                <br />
                <a href={telHref(pharmacyPhone)}>{t('tracker.call', { phone: displayPhone(pharmacyPhone) })}</a>
              </>
            )}
          </p>
        </section>
      )}
    </div>
  );
}
