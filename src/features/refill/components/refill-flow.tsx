import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefillRequestRecord } from '../../../domain/refill/refill.schema';
import type { RefillUpdate } from '../../../domain/refill/refill';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { useStyles } from '../../../core/theme/style-context';
import { Alert } from '../../../core/ui/alert';
import { Card } from '../../../core/ui/card';
import { LoadingOverlay } from '../../../core/ui/loading-overlay';
import { Stepper } from '../../../core/ui/stepper';
import { CALL_PHARMACY_PAYMENT } from '../../../domain/refill/refill-choices';
import { headingKey, STEP_KEYS } from '../model/screen';
import { RefillStep, VALIDATION_ALERT_MS, type RefillOrigin } from '../model/wizard';
import { RefillActions } from './refill-actions';
import { ScreenBody } from './refill-screens';
import { useRefillData } from './use-refill-data';
import { useRefillDraft } from './use-refill-draft';
import { useRefillScreen } from './use-refill-screen';
import { useRefillSubmission } from './use-refill-submission';
import { useTimedAlert, type TimedAlert } from './use-timed-alert';
import { useWizardNavigation } from './use-wizard-navigation';
import { WizardDialogs } from './wizard-dialogs';
import { WizardStepBody } from './wizard-step-body';

export interface RefillFlowProps {
  identity: SessionIdentity;
  refillUpdate: RefillUpdate | null;
  origin: RefillOrigin;
  /** The read-only view's Edit: opens the stored order in the wizard. */
  onEdit?(request: RefillRequestRecord): void;
  /** Back before the first step of an edit opened from the view: return to the view. */
  onExitEdit?(): void;
}

/** The refill wizard of a signed-in patient: the steps, the active-order notice and view, and submission. */
export function RefillFlow({ identity, refillUpdate, origin, onEdit, onExitEdit }: RefillFlowProps) {
  const { t } = useTranslation('refill');
  const { css } = useStyles();
  const titleId = useId();
  const uId = identity.u_ID;
  const editing = refillUpdate !== null;

  const { stored, owned, draft, requestId, update, setStep, markSubmitted } = useRefillDraft(uId, refillUpdate);
  const data = useRefillData(identity, draft, refillUpdate);
  const alerts = useTimedAlert(VALIDATION_ALERT_MS);
  const { allMeds, medicationNames, context } = data;
  const submission = useRefillSubmission({ uId, requestId, draft, allMeds, medicationNames, context, alerts, setStep, onAccepted: markSubmitted });
  const { step, screen, headingRef } = useRefillScreen({
    uId,
    storedStep: stored.step,
    draft,
    idempotencyKey: stored.idempotencyKey,
    owned,
    submitted: submission.submitted !== null,
    sent: submission.sent,
    editing,
    loaded: data.loaded,
    activeOrder: data.activeOrder,
    medicationsFailed: data.medicationsFailed,
    medicationCount: allMeds.length,
    refillableCount: data.refillable.length,
    nonPortalCount: data.nonPortal.length,
  });
  const { selectedMeds } = data;
  const navigation = useWizardNavigation({ uId, editing, origin, screen, step, draft, selectedMeds, context, alerts, update, setStep, onExitEdit });

  const headingClass = css`
    margin: 0 0 calc(var(--rx-space) * 2);
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus);
      outline-offset: 2px;
    }
  `;
  const heading = headingKey(screen, step);

  return (
    <Card part="refill" labelledBy={titleId}>
      <h2 id={titleId} part="title">
        {editing ? t('titleEdit') : t('title')}
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
          <h3 ref={headingRef} tabIndex={-1} part="step-heading" className={headingClass}>
            {t(heading)}
          </h3>
        )}
        <ShownAlert alerts={alerts} />
        {screen === 'wizard' ? (
          <WizardStepBody
            step={step}
            draft={draft}
            update={update}
            data={data}
            navigation={navigation}
            placeholder={Boolean(refillUpdate?.request.placeholder)}
          />
        ) : (
          <ScreenBody screen={screen} submitted={submission.submitted} pharmacy={data.pharmacy} uId={uId} addresses={data.addresses} onEdit={onEdit} />
        )}
        <RefillActions
          screen={screen}
          step={step}
          onBack={navigation.back}
          onNext={navigation.next}
          checking={navigation.checking}
          noAddress={context.addressCount === 0}
          callPharmacy={draft.paymentMethod === CALL_PHARMACY_PAYMENT}
          onSubmit={() => void submission.send()}
          submitting={submission.pending}
          canSubmit={data.rulesReady}
          onViewOrder={() => setStep(RefillStep.view)}
        />
      </LoadingOverlay>
      <WizardDialogs uId={uId} navigation={navigation} />
    </Card>
  );
}

/** The current message: a persistent one has a dismiss button. */
function ShownAlert({ alerts }: { alerts: TimedAlert }) {
  const { t } = useTranslation('refill');
  const { alert, dismiss } = alerts;
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
