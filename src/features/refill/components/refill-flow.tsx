import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefillUpdate } from '../../../domain/refill/refill';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Card } from '../../../core/ui/card';
import { LoadingOverlay } from '../../../core/ui/loading-overlay';
import { Stepper } from '../../../core/ui/stepper';
import { CALL_PHARMACY_PAYMENT } from '../../../domain/refill/refill-choices';
import { headingKey, STEP_KEYS } from '../model/screen';
import type { RefillOrigin } from '../model/wizard';
import { RefillActions } from './refill-actions';
import { Confirmation, ScreenBody } from './refill-screens';
import { useRefillWizard } from '../hooks/use-refill-wizard';
import type { ShownAlert as Shown } from '../hooks/use-timed-alert';
import { WizardStepBody } from './wizard-step-body';
import { lazyComponent, usePreloadOnFirstInput } from '../../../core/ui/lazy-component';

// The dialogs (the new-address form among them) load when one opens, preloaded once the wizard is up
// (with the confirmation shown after sending).
const WizardDialogs = lazyComponent(() => import('./wizard-dialogs').then((m) => m.WizardDialogs));

const styles = defineStyles({
  headingClass: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    &:focus {
      outline: none;
    }
  `,
});

export interface RefillFlowProps {
  identity: SessionIdentity;
  refillUpdate: RefillUpdate | null;
  origin: RefillOrigin;
}

/** The refill wizard of a signed-in patient: the steps, the active-order notice and view, and submission. */
export function RefillFlow({ identity, refillUpdate, origin }: RefillFlowProps) {
  const { t } = useTranslation('refill');
  const { headingClass } = useSheet(styles);
  const titleId = useId();
  const wizard = useRefillWizard(identity, refillUpdate, origin);
  usePreloadOnFirstInput(WizardDialogs, Confirmation);
  const { state, data, actions } = wizard;
  const { screen, step, draft } = state;

  const heading = headingKey(screen, step);

  return (
    <Card part="refill" labelledBy={titleId}>
      <h2 id={titleId} part="title">
        {refillUpdate ? t('titleEdit') : t('title')}
      </h2>
      <LoadingOverlay loading={!data.settled} label={t('loading')}>
        {screen === 'wizard' && (
          <Stepper
            label={t('progress')}
            steps={STEP_KEYS.map((key) => ({ label: t(`steps.${key}`) }))}
            currentIndex={step}
            statusLabels={{ completed: t('stepStatus.completed') }}
          />
        )}
        {heading && (
          <h3 ref={state.headingRef} tabIndex={-1} part="step-heading" className={headingClass}>
            {t(heading)}
          </h3>
        )}
        <ShownAlert alert={state.alert} dismiss={actions.dismissAlert} />
        {screen === 'wizard' ? (
          <WizardStepBody wizard={wizard} placeholder={Boolean(refillUpdate?.request.placeholder)} />
        ) : (
          <ScreenBody screen={screen} submitted={state.submitted} pharmacy={data.pharmacy} uId={state.uId} addresses={data.addresses} inOrder={data.inOrder} onEdit={actions.editOrder} />
        )}
        <RefillActions
          screen={screen}
          step={step}
          onBack={actions.back}
          onNext={actions.next}
          checking={state.checking}
          noAddress={data.context.addressCount === 0}
          callPharmacy={draft.paymentMethod === CALL_PHARMACY_PAYMENT}
          onSubmit={actions.send}
          submitting={state.sending}
          canSubmit={data.rulesReady}
          onViewOrder={actions.viewOrder}
        />
      </LoadingOverlay>
      <Suspense fallback={null}>{wizard.state.dialog && <WizardDialogs wizard={wizard} />}</Suspense>
    </Card>
  );
}

/** The current message: a persistent one has a dismiss button. */
function ShownAlert({ alert, dismiss }: { alert: Shown | null; dismiss(): void }) {
  const { t } = useTranslation('refill');
  if (!alert) return null;
  return alert.persistent ? (
    <Alert key={alert.id} tone={alert.tone} onDismiss={dismiss} dismissLabel={t('common:actions.dismiss')}>
      {t(alert.key)}
    </Alert>
  ) : (
    <Alert key={alert.id} tone={alert.tone}>
      {t(alert.key)}
    </Alert>
  );
}
