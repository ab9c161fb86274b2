import { useTranslation } from 'react-i18next';
import { useEmit } from '../../../core/context/element-context';
import { Button } from '../../../core/ui/button';
import { Card } from '../../../core/ui/card';

/** The thank-you page (/submission): the completion message, whatever message came with it. */
export function ThankYou() {
  const { t } = useTranslation('survey');
  const emit = useEmit();
  return (
    <Card part="card" labelledBy="rx-survey-thank-you">
      <h2 id="rx-survey-thank-you">{t('thankYou.title')}</h2>
      <p role="status" part="success-message">
        {t('thankYou.completed')}
      </p>
      <Button onClick={() => emit('rx-navigate', { path: '/home' })}>{t('thankYou.returnHome')}</Button>
    </Card>
  );
}
