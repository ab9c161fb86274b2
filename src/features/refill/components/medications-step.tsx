import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandInfo } from '../../../domain/company/brand-info.schema';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { useFieldStyles } from '../../../core/ui/field-styles';
import { Checkbox } from '../../../core/ui/checkbox';
import { refillCountAlert } from '../model/medications';
import { displayDateWithWeekday } from './format';
import { PharmacyContactOnDemand } from './pharmacy-contact-on-demand';

const styles = defineStyles({
  note: css`
    display: block;
  `,
  warning: css`
    display: block;
    color: var(--rx-color-danger);
  `,
  apart: css`
    margin: calc(var(--rx-space) * 3) 0 0;
    padding: calc(var(--rx-space) * 2) 0 0;
    border-top: 1px solid var(--rx-color-border);
  `,
});

export interface MedicationsStepProps {
  refillable: readonly Prescription[];
  nonPortal: readonly Prescription[];
  selected: readonly string[];
  /** Medications not due yet, with the date each can ship from. */
  shipsFrom: ReadonlyMap<string, string>;
  onChange: (selected: string[]) => void;
  pharmacy: BrandInfo | null | undefined;
}

/** Step 0: the medications the portal may refill as checkboxes; the others listed apart, by phone. */
export function MedicationsStep({ refillable, nonPortal, selected, shipsFrom, onChange, pharmacy }: MedicationsStepProps) {
  const { t, i18n } = useTranslation('refill');
  const { note, warning, apart } = useSheet(styles);
  const fields = useFieldStyles();
  const id = useId();

  const toggle = (rxNumber: string, checked: boolean) =>
    onChange(checked ? [...selected.filter((rx) => rx !== rxNumber), rxNumber] : selected.filter((rx) => rx !== rxNumber));

  return (
    <>
      {refillable.length > 0 ? (
        <fieldset part="medication-list" className={fields.group}>
          <legend>{t('medications.legend')}</legend>
          {refillable.map((med) => {
            const alert = refillCountAlert(med);
            const shipFrom = shipsFrom.get(med.rxNumber);
            return (
              <Checkbox
                key={med.rxNumber}
                label={med.displayName}
                value={med.rxNumber}
                checked={selected.includes(med.rxNumber)}
                onChange={(checked) => toggle(med.rxNumber, checked)}
                hint={
                  <>
                    <span className={note}>{t('medications.rxNumber', { rxNumber: med.rxNumber })}</span>
                    {shipFrom && (
                      <span part="ships-from" className={note}>
                        {t('medications.shipsFrom', { date: displayDateWithWeekday(shipFrom, i18n.language) })}
                      </span>
                    )}
                    {alert && (
                      <span part="refill-count-alert" className={warning}>
                        {t(`medications.${alert}`)}
                      </span>
                    )}
                  </>
                }
              />
            );
          })}
        </fieldset>
      ) : (
        <p part="no-portal-medications">{t('medications.noneOnline')}</p>
      )}
      {nonPortal.length > 0 && (
        <section part="non-portal" className={apart} aria-labelledby={`${id}-non-portal`}>
          <h4 id={`${id}-non-portal`}>{t('medications.nonPortalHeading')}</h4>
          <p>{t('medications.nonPortalIntro')}</p>
          <ul>
            {nonPortal.map((med) => {
              const alert = refillCountAlert(med);
              return (
                <li key={med.rxNumber}>
                  {med.displayName}
                  {alert && <span className={warning}>{t(`medications.${alert}`)}</span>}
                </li>
              );
            })}
          </ul>
          <PharmacyContactOnDemand pharmacy={pharmacy} />
        </section>
      )}
    </>
  );
}
