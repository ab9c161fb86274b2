import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { TextField } from '../../../core/ui/text-field';
import { digitsOnly, emptyMedicationEntry, type MedicationEntry } from '../../../domain/survey/survey-answers';
import type { DrugDirectoryMedication } from '../../../domain/survey/survey.schema';
import { dosageFromStrength } from '../model/mandatory';
import { DrugLookup } from './drug-lookup';

const styles = defineStyles({
  entry: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: calc(var(--rx-space) * 1.5);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    display: grid;
    gap: var(--rx-space);
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  `,
  legend: css`
    font-weight: 600;
    padding: 0 calc(var(--rx-space) / 2);
  `,
});

export interface MedicationEntriesProps {
  entries: MedicationEntry[];
  /** MedList: several entries, added and removed; MedInfo and MedInfoUpdate: one. */
  multiple: boolean;
  onChange: (entries: MedicationEntry[]) => void;
  /** The entry an error is about (its fields are marked invalid). */
  invalidIndex: number | null;
}

/** Medication entries (name, dosage, amount, instructions) with the drug directory lookup. */
export function MedicationEntries({ entries, multiple, onChange, invalidIndex }: MedicationEntriesProps) {
  const { t } = useTranslation('survey');
  const sheet = useSheet(styles);

  const change = (index: number, patch: Partial<MedicationEntry>) => onChange(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));

  function pick(medication: DrugDirectoryMedication) {
    const filled = { name: medication.brandName, dosage: dosageFromStrength(medication.strength) };
    const target = entries.findIndex((entry) => entry.name.trim() === '');
    if (target >= 0) change(target, filled);
    else if (multiple) onChange([...entries, { ...emptyMedicationEntry(), ...filled }]);
    else change(0, filled);
  }

  return (
    <>
      <DrugLookup onPick={pick} />
      {entries.map((entry, index) => (
        <fieldset key={index} className={sheet.entry} part="medication-entry" aria-invalid={invalidIndex === index || undefined}>
          <legend className={sheet.legend}>{t('medication.entry', { number: index + 1 })}</legend>
          <TextField label={t('medication.name')} value={entry.name} maxLength={100} onValueChange={(name) => change(index, { name })} />
          <TextField label={t('medication.dosage')} value={entry.dosage} maxLength={20} onValueChange={(dosage) => change(index, { dosage })} />
          <TextField label={t('medication.amount')} value={entry.amount} inputMode="numeric" maxLength={6} onValueChange={(amount) => change(index, { amount: digitsOnly(amount) })} />
          <TextField label={t('medication.instructions')} value={entry.instructions} maxLength={200} onValueChange={(instructions) => change(index, { instructions })} />
          {multiple && entries.length > 1 && (
            <div>
              <Button variant="secondary" onClick={() => onChange(entries.filter((_, at) => at !== index))}>
                {t('actions.removeMedication', { number: index + 1 })}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      {multiple && (
        <Button variant="secondary" onClick={() => onChange([...entries, emptyMedicationEntry()])}>
          {t('actions.addMedication')}
        </Button>
      )}
    </>
  );
}
