import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { layoutStyles } from '../../../core/ui/layout.styles';
import { Button } from '../../../core/ui/button';
import type { RefillScreen } from '../model/screen';
import { RefillStep, type RefillStepNumber } from '../model/wizard';

const styles = defineStyles({
  roomy: css`
    && {
      margin-top: calc(var(--rx-space) * 3);
    }
  `,
});

export interface RefillActionsProps {
  screen: RefillScreen;
  step: RefillStepNumber;
  onBack(): void;
  onNext(): void;
  /** The medications' checks run after Next. */
  checking: boolean;
  /** Next waits for an address to choose. */
  noAddress: boolean;
  /** The payment choice is calling the pharmacy: there is no Next. */
  callPharmacy: boolean;
  onSubmit(): void;
  submitting: boolean;
  /** The delivery rules (pharmacy, holidays) are known. */
  canSubmit: boolean;
  onViewOrder(): void;
}

/** The button row under a screen: Back, and Next, Submit or View order; none while loading or after submitting. */
export function RefillActions(props: RefillActionsProps) {
  const { screen, step, onBack, onNext, checking, noAddress, callPharmacy, onSubmit, submitting, canSubmit, onViewOrder } = props;
  const { t } = useTranslation('refill');
  const { roomy } = useSheet(styles);
  const layout = useSheet(layoutStyles);
  if (screen === 'loading' || screen === 'confirmation') return null;
  let forward = null;
  if (screen === 'notice') {
    forward = (
      <Button part="button view-order-button" onClick={onViewOrder}>
        {t('actions.viewOrder')}
      </Button>
    );
  } else if (screen === 'wizard' && step === RefillStep.review) {
    forward = (
      <Button part="button submit-button" busy={submitting} busyLabel={t('actions.submitting')} disabled={submitting || !canSubmit} onClick={onSubmit}>
        {t('actions.submit')}
      </Button>
    );
  } else if (screen === 'wizard' && !(step === RefillStep.payment && callPharmacy)) {
    forward = (
      <Button part="button next-button" busy={checking} busyLabel={t('actions.checking')} disabled={step === RefillStep.address && noAddress} onClick={onNext}>
        {t('actions.next')}
      </Button>
    );
  }
  return (
    <div part="actions" className={`${layout.actions} ${layout.spread} ${roomy}`}>
      <Button variant="secondary" part="button back-button" onClick={onBack}>
        {t('actions.back')}
      </Button>
      {forward}
    </div>
  );
}
