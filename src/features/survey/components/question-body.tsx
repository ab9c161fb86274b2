import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Checkbox } from '../../../core/ui/checkbox';
import { RadioGroup } from '../../../core/ui/radio-group';
import { TextField } from '../../../core/ui/text-field';
import { digitsOnly } from '../../../domain/survey/survey-answers';
import type { SurveyQuestion } from '../../../domain/survey/survey.schema';
import { otherIndexOf, type AnswerDraft, type DraftError } from '../model/answer-draft';
import { MedicationEntries } from './medication-entries';

const styles = defineStyles({
  question: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    font-size: 1.125em;
    font-weight: 600;
  `,
  fieldset: css`
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  `,
  choices: css`
    display: grid;
    gap: var(--rx-space);
    margin: 0 0 calc(var(--rx-space) * 2);
  `,
});

export interface QuestionBodyProps {
  question: SurveyQuestion;
  /** The question text, the brand-name placeholder replaced. */
  text: string;
  draft: AnswerDraft;
  error: DraftError | null;
  /** The error's text, for the field it concerns. */
  errorText: string | null;
  onChange: (draft: AnswerDraft) => void;
}

/** One question, by type (spec 02 §3 "Question"); user content is rendered as text only. */
export function QuestionBody({ question, text, draft, error, errorText, onChange }: QuestionBodyProps) {
  const { t } = useTranslation('survey');
  const sheet = useSheet(styles);
  const legendId = useId();
  const otherIndex = otherIndexOf(question, t('other'));
  const otherField = (shown: boolean) =>
    shown && (
      <TextField
        label={t('otherText')}
        value={draft.otherText}
        maxLength={500}
        error={error?.key === 'otherRequired' || error?.key === 'noSeparators' ? errorText : undefined}
        onValueChange={(otherText) => onChange({ ...draft, otherText })}
      />
    );

  switch (question.questionType) {
    case 'Label':
      return <p className={sheet.question}>{text}</p>;
    case 'MC':
      return (
        <>
          <RadioGroup
            legend={text}
            options={question.options.map((option, index) => ({ value: String(index), label: option }))}
            value={draft.option === null ? '' : String(draft.option)}
            onChange={(value) => onChange({ ...draft, option: Number(value) })}
            error={error?.key === 'chooseOption' ? errorText : undefined}
          />
          {otherField(draft.option !== null && draft.option === otherIndex)}
        </>
      );
    case 'Checkbox':
      return (
        <fieldset className={sheet.fieldset} aria-labelledby={legendId}>
          <legend id={legendId} className={sheet.question}>
            {text}
          </legend>
          <div className={sheet.choices}>
            {question.options.map((option, index) => (
              <Checkbox
                key={index}
                label={option}
                checked={draft.chosen.includes(index)}
                onChange={(checked) => onChange({ ...draft, chosen: checked ? [...draft.chosen, index].sort((a, b) => a - b) : draft.chosen.filter((chosen) => chosen !== index) })}
              />
            ))}
          </div>
          {otherField(draft.chosen.includes(otherIndex))}
        </fieldset>
      );
    case 'Numeric':
      return (
        <TextField
          label={text}
          value={draft.text}
          inputMode="numeric"
          maxLength={9}
          error={error?.key === 'numericRange' ? errorText : undefined}
          onValueChange={(value) => onChange({ ...draft, text: digitsOnly(value) })}
        />
      );
    case 'TextInput':
      return <TextField multiline rows={4} label={text} value={draft.text} maxLength={2000} error={error ? errorText : undefined} onValueChange={(value) => onChange({ ...draft, text: value })} />;
    default:
      return (
        <fieldset className={sheet.fieldset} aria-labelledby={legendId}>
          <legend id={legendId} className={sheet.question}>
            {text}
          </legend>
          <MedicationEntries
            entries={draft.entries}
            multiple={question.questionType === 'MedList'}
            invalidIndex={error?.key === 'entry' ? error.index : null}
            onChange={(entries) => onChange({ ...draft, entries })}
          />
        </fieldset>
      );
  }
}
