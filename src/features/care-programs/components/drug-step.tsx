import { useTranslation } from 'react-i18next';
import type { CareProgramItem } from '../../../domain/patient/care-program-walk';
import { useSheet } from '../../../core/theme/define-styles';
import { layoutStyles } from '../../../core/ui/layout.styles';
import { Button } from '../../../core/ui/button';
import { RadioGroup } from '../../../core/ui/radio-group';
import { StepHeading } from './step-heading';

export interface DrugStepProps {
  item: CareProgramItem;
  position: number;
  total: number;
  chosen: number | undefined;
  editing: boolean;
  /** Focus the heading: the patient moved here from another step. */
  moved: boolean;
  onChoose(diseaseId: number): void;
  onNext(): void;
  onBack(): void;
}

/** One drug (or GPI group of drugs) and the disease programs it may belong to. */
export function DrugStep({ item, position, total, chosen, editing, moved, onChoose, onNext, onBack }: DrugStepProps) {
  const { t } = useTranslation('care-programs');
  const layout = useSheet(layoutStyles);
  const drugs = item.drugNames.join(', ');
  return (
    <section part="step" aria-labelledby="rx-care-programs-step">
      <StepHeading id="rx-care-programs-step" stepKey={`${item.gpiGroup}-${editing ? 'edit' : 'walk'}`} focus={moved}>
        {t('stepTitle', { position, total })}
      </StepHeading>
      <p part="drug-name">{drugs}</p>
      <RadioGroup
        legend={t('diseaseLegend', { drugs })}
        options={item.options.map((option) => ({ value: String(option.diseaseId), label: option.diseaseName }))}
        value={chosen === undefined ? '' : String(chosen)}
        onChange={(value) => onChoose(Number(value))}
        required
      />
      {chosen === undefined && <p part="hint">{t('chooseHint')}</p>}
      <div className={layout.actions}>
        <Button part="button next-button" disabled={chosen === undefined} onClick={onNext}>
          {editing ? t('done') : t('next')}
        </Button>
        {position > 1 && !editing && (
          <Button variant="text" part="button back-button" onClick={onBack}>
            {t('back')}
          </Button>
        )}
      </div>
    </section>
  );
}
