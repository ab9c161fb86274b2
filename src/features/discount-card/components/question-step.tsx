import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountQuestion } from '../../../domain/patient/discount-card.schema';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { RadioGroup } from '../../../core/ui/radio-group';
import { TextField } from '../../../core/ui/text-field';
import { surveyProgress } from '../model/survey-progress';
import { discountCardStyles } from './discount-card.styles';

export interface QuestionStepProps {
  question: DiscountQuestion;
  index: number;
  total: number;
  answer: string | undefined;
  onAnswer: (answer: string) => void;
  onBack: (() => void) | undefined;
}

/** One question with the progress bar and, after the first, the back arrow; focus goes to its heading. */
export function QuestionStep({ question, index, total, answer, onAnswer, onBack }: QuestionStepProps) {
  const { t } = useTranslation('discount-card');
  const styles = useSheet(discountCardStyles);
  const heading = useRef<HTMLHeadingElement>(null);
  const progress = surveyProgress(index, total);

  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);

  return (
    <div part="question">
      <progress className={styles.progress} part="progress" value={progress} max={1} aria-label={t('progress', { current: index + 1, total })} />
      <div className={styles.questionHeader}>
        {onBack && (
          <Button variant="text" part="button back-button" onClick={onBack} aria-label={t('back')}>
            ←
          </Button>
        )}
        <h3 ref={heading} tabIndex={-1}>
          {t('questionOf', { current: index + 1, total })}
        </h3>
      </div>
      {question.kind === 'choice' ? (
        <RadioGroup legend={question.question} options={question.options.map((option) => ({ value: option, label: option }))} value={answer ?? ''} onChange={onAnswer} />
      ) : (
        <TextField multiline rows={3} label={question.question} value={answer ?? ''} maxLength={500} onValueChange={onAnswer} />
      )}
    </div>
  );
}
