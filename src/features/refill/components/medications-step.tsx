import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandInfo } from '../../../domain/company/brand-info.schema';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { useStyles } from '../../../core/theme/style-context';
import { Checkbox } from '../../../core/ui/checkbox';
import { refillCountAlert } from '../model/medications';
import { PharmacyContact } from './pharmacy-contact';

export interface MedicationsStepProps {
  refillable: readonly Prescription[];
  nonPortal: readonly Prescription[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  pharmacy: BrandInfo | null | undefined;
}

/** Step 0: the medications the portal may refill as checkboxes; the others listed apart, by phone. */
export function MedicationsStep({ refillable, nonPortal, selected, onChange, pharmacy }: MedicationsStepProps) {
  const { t } = useTranslation('refill');
  const { css } = useStyles();
  const id = useId();
  const fieldset = css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    border: 0;
    min-width: 0;
    & > legend {
      padding: 0;
      margin: 0 0 var(--rx-space);
      font-weight: 600;
    }
  `;
  const note = css`
    display: block;
  `;
  const warning = css`
    display: block;
    color: var(--rx-color-danger);
  `;
  const apart = css`
    margin: calc(var(--rx-space) * 3) 0 0;
    padding: calc(var(--rx-space) * 2) 0 0;
    border-top: 1px solid var(--rx-color-border);
  `;

  const toggle = (rxNumber: string, checked: boolean) =>
    onChange(checked ? [...selected.filter((rx) => rx !== rxNumber), rxNumber] : selected.filter((rx) => rx !== rxNumber));

  return (
    <>
      {refillable.length > 0 ? (
        <fieldset part="medication-list" className={fieldset}>
          <legend>{t('medications.legend')}</legend>
          {refillable.map((med) => {
            const alert = refillCountAlert(med);
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
          <PharmacyContact pharmacy={pharmacy} />
        </section>
      )}
    </>
  );
}
