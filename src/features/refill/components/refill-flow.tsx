import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { Address } from '../../../core/api/contract/address';
import type { Prescription } from '../../../core/api/contract/prescription';
import type { RefillRequestRecord, RefillUpdate } from '../../../core/api/contract/refill';
import type { SessionIdentity } from '../../../core/api/contract/session-identity';
import type { ShippingHolidayLists } from '../../../core/api/contract/shipping-holiday';
import type { AssessmentSummary } from '../../../core/api/contract/survey';
import { ApiError } from '../../../core/api/api-error';
import { useHttpClient } from '../../../core/api/use-http-client';
import { AddAddressDialog } from '../../../core/address/components/add-address-dialog';
import { addressListKey, addressListQuery } from '../../../core/address/api/addresses';
import { useEmit } from '../../../core/element/element-context';
import { useStyles } from '../../../core/theme/style-context';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { LoadingOverlay } from '../../../core/ui/loading-overlay';
import { Stepper } from '../../../core/ui/stepper';
import { deliveryWindow } from '../model/delivery-dates';
import { buildRefillPayload, CALL_PHARMACY_PAYMENT, draftFromRequest, emptyDraft, OTHER_SUPPLY_ID, type RefillDraft } from '../model/draft';
import { hasActiveOrder, isRefrigeratedOrder, medicationEarliestDates, splitRefillMedications, withoutInstructions } from '../model/medications';
import {
  backAction,
  checkStep,
  daysSinceFeedback,
  firstAllowedStep,
  firstFailingStep,
  POST_SUBMIT_REDIRECT_MS,
  RefillStep,
  routeAfterSubmit,
  startStep,
  VALIDATION_ALERT_MS,
  type RefillOrigin,
  type RefillStepNumber,
} from '../model/wizard';
import { refillMedicationsQuery } from '../api/medications';
import { brandInfoQuery } from '../api/brand-info';
import { shippingHolidaysQuery } from '../api/shipping-holidays';
import { fetchRequiredAssessments } from '../api/required-assessments';
import { fetchLastFeedback } from '../api/feedback';
import { isActiveOrderRefusal, useSubmitRefill } from '../api/submit-refill';
import { refillDraftStore } from '../state/draft-store';
import { MedicationsStep } from './medications-step';
import { DeliveryDateStep } from './delivery-date-step';
import { AddressStep, useAddressLabel } from './address-step';
import { PaymentStep } from './payment-step';
import { OrderSummary } from './order-summary';
import { OrderView } from './order-view';
import { PharmacyContact } from './pharmacy-contact';
import { AssessmentsDialog, InstructionsDialog } from './refill-dialogs';
import { useTimedAlert } from './use-timed-alert';
import { displayDate } from './format';

/** Spec 02 §4: the loading overlay goes 600 ms after the medication list arrives. */
export const OVERLAY_SETTLE_MS = 600;
/** Used until the pharmacy's own time zone is known, and when it has none. */
const DEFAULT_TIME_ZONE = 'America/New_York';
const NO_HOLIDAYS: ShippingHolidayLists = { ref: [], nonRef: [], forceAllowRef: [], forceAllowNonRef: [] };
const STEP_KEYS = ['medications', 'deliveryDate', 'address', 'payment', 'review'] as const;

export interface RefillFlowProps {
  identity: SessionIdentity;
  refillUpdate: RefillUpdate | null;
  origin: RefillOrigin;
  /** The read-only view's Edit: opens the stored order in the wizard. */
  onEdit?(request: RefillRequestRecord): void;
  /** Back before the first step of an edit opened from the view: return to the view. */
  onExitEdit?(): void;
}

interface Submitted {
  requestId: number;
  deliveryDate: string;
  medications: string[];
}

type OpenDialog = { kind: 'instructions'; names: string[] } | { kind: 'assessments'; list: AssessmentSummary[] } | null;

type Screen = 'loading' | 'confirmation' | 'no-medications' | 'notice' | 'view' | 'wizard';

const isShown = (address: Address, chosen: number | null) => address.shippingAddress === 1 || address.isPickup === 1 || address.addrId === chosen;

/** The refill wizard of a signed-in patient: the steps, the active-order notice and view, and submission. */
export function RefillFlow({ identity, refillUpdate, origin, onEdit, onExitEdit }: RefillFlowProps) {
  const { t } = useTranslation('refill');
  const { css } = useStyles();
  const emit = useEmit();
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const titleId = useId();
  const uId = identity.u_ID;
  const editing = refillUpdate !== null;
  const requestId = refillUpdate?.request.requestId ?? null;

  // The draft: shown only when it belongs to this patient and this request.
  const drafts = refillDraftStore();
  const stored = useStore(drafts);
  const owned = stored.uId === uId && stored.requestId === requestId;
  const draft: RefillDraft = owned ? stored.draft : emptyDraft();
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const submittedRef = useRef(false);
  // A draft is started once per patient and request. When another widget (the next screen of a
  // portal, mounted before this one leaves) starts its own, this one does not take it back.
  const contextKey = `${uId}:${requestId ?? 'new'}`;
  const heldFor = useRef<string | null>(null);
  const storeEmpty = stored.uId === null;
  useLayoutEffect(() => {
    if (owned) {
      heldFor.current = contextKey;
      return;
    }
    if (submittedRef.current || (heldFor.current === contextKey && !storeEmpty)) return;
    heldFor.current = contextKey;
    drafts.getState().begin({
      uId,
      requestId,
      step: startStep(refillUpdate),
      draft: refillUpdate ? draftFromRequest(refillUpdate.request) : emptyDraft(),
    });
  }, [owned, storeEmpty, contextKey, uId, requestId, refillUpdate, drafts]);
  const update = (patch: Partial<RefillDraft>) => drafts.getState().update(patch);
  const setStep = (step: RefillStepNumber) => drafts.getState().setStep(step);

  const meds = useQuery(refillMedicationsQuery(client, uId));
  const pharmacy = useQuery(brandInfoQuery(client, identity.companyId, identity.brandId));
  const holidays = useQuery(shippingHolidaysQuery(client, identity.companyId));
  const addresses = useQuery(addressListQuery(client, uId));

  // The overlay covers the first load and leaves 600 ms after the list arrives.
  const [settled, setSettled] = useState(false);
  const loaded = meds.isSuccess || meds.isError;
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setSettled(true), OVERLAY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loaded, meds.dataUpdatedAt]);

  const allMeds = useMemo(() => meds.data ?? [], [meds.data]);
  const { refillable, nonPortal } = useMemo(() => splitRefillMedications(allMeds), [allMeds]);
  const activeOrder = useMemo(() => hasActiveOrder(allMeds), [allMeds]);
  const selectedMeds = useMemo(
    () => draft.selectedRx.map((rx) => allMeds.find((med) => med.rxNumber === rx)).filter((med): med is Prescription => med !== undefined),
    [draft.selectedRx, allMeds],
  );
  const medicationNames = draft.selectedRx.map(
    (rx) =>
      allMeds.find((med) => med.rxNumber === rx)?.displayName ??
      refillUpdate?.request.prescriptions.find((entry) => entry.rxNumber === rx)?.displayName ??
      rx,
  );

  const [now] = useState(() => new Date());
  const refrigerated = isRefrigeratedOrder(selectedMeds);
  const rulesReady = !pharmacy.isPending && !holidays.isPending;
  const timeZone = pharmacy.data?.hours?.timezone || DEFAULT_TIME_ZONE;
  const earliestDates = useMemo(() => medicationEarliestDates(selectedMeds), [selectedMeds]);
  const delivery = useMemo(
    () =>
      rulesReady
        ? deliveryWindow({ now, timeZone, refrigerated, holidays: holidays.data ?? NO_HOLIDAYS, medicationEarliest: earliestDates })
        : null,
    [rulesReady, now, timeZone, refrigerated, holidays.data, earliestDates],
  );

  const shippingAddresses = useMemo(
    () => (addresses.isError ? [] : addresses.data?.filter((address) => isShown(address, draft.addrId))),
    [addresses.isError, addresses.data, draft.addrId],
  );
  const addressLabel = useAddressLabel();
  const chosenAddress = addresses.data?.find((address) => address.addrId === draft.addrId);
  const context = { addressCount: shippingAddresses?.length ?? 0, allowedDates: delivery?.allowed ?? [] };

  // Once this order was sent, a failure may still have reached the pharmacy (the answer lost on
  // the way back): the refreshed medications then show it in progress. The review stays, so that
  // the retry, with the same Idempotency-Key, gets the stored answer instead of the notice.
  const [sent, setSent] = useState(false);

  // Where the patient is.
  let step = stored.step;
  if (editing && step === RefillStep.view) step = RefillStep.review;
  if (!editing && step === RefillStep.view && !activeOrder) step = RefillStep.medications;
  if (step < firstAllowedStep(editing)) step = firstAllowedStep(editing);
  let screen: Screen;
  if (submitted) screen = 'confirmation';
  else if (!owned || !loaded) screen = 'loading';
  else if (!editing && activeOrder && !sent) screen = step === RefillStep.view ? 'view' : 'notice';
  else if (meds.isError || allMeds.length === 0 || (!editing && !sent && refillable.length === 0 && nonPortal.length === 0)) screen = 'no-medications';
  else screen = 'wizard';
  const screenKey = screen === 'wizard' ? `step-${step}` : screen;

  // An order in progress replaces the wizard, so choices kept from before (an order whose answer
  // was lost, or one placed elsewhere) can no longer be sent: they are dropped.
  const staleDraft = (screen === 'notice' || screen === 'view') && JSON.stringify(draft) !== JSON.stringify(emptyDraft());
  useEffect(() => {
    if (staleDraft) drafts.getState().begin({ uId, requestId: null, step: drafts.getState().step, draft: emptyDraft() });
  }, [staleDraft, uId, drafts]);

  // The review step opens: this exact order gets its idempotency key (kept with the draft).
  const atReview = screen === 'wizard' && step === RefillStep.review;
  useEffect(() => {
    if (atReview && !stored.idempotencyKey) drafts.getState().ensureIdempotencyKey();
  }, [atReview, stored.idempotencyKey, drafts]);

  // Focus goes to the new heading on every change of step or screen (not on arrival).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastScreen = useRef<string | null>(null);
  useEffect(() => {
    if (screenKey === 'loading') return;
    if (lastScreen.current !== null && lastScreen.current !== screenKey) headingRef.current?.focus();
    lastScreen.current = screenKey;
  }, [screenKey]);

  const alerts = useTimedAlert(VALIDATION_ALERT_MS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [checking, setChecking] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);
  const submit = useSubmitRefill();
  const submitting = useRef(false);

  // After a successful submit: the NPS form when feedback is due, else home, 2 s later.
  useEffect(() => {
    if (!submitted) return;
    let cancelled = false;
    const target = fetchLastFeedback(client, uId).then(
      (answer) => routeAfterSubmit(daysSinceFeedback(answer, new Date())),
      () => '/home' as const,
    );
    const pause = new Promise((resolve) => setTimeout(resolve, POST_SUBMIT_REDIRECT_MS));
    void Promise.all([target, pause]).then(([path]) => {
      if (!cancelled) emit('rx-navigate', { path, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [submitted, client, uId, emit]);

  async function continueFromMedications(instructionsConfirmed: boolean) {
    const missing = withoutInstructions(selectedMeds);
    if (!instructionsConfirmed && missing.length > 0) {
      setDialog({ kind: 'instructions', names: missing.map((med) => med.displayName) });
      return;
    }
    const mIds = [...new Set(selectedMeds.map((med) => med.mId))].sort((a, b) => a - b);
    setChecking(true);
    let required: AssessmentSummary[] = [];
    try {
      required = await queryClient.fetchQuery({
        queryKey: ['refill', 'required-assessments', uId, mIds],
        queryFn: () => fetchRequiredAssessments(client, uId, mIds),
        staleTime: 0,
      });
    } catch {
      // The check could not run; the pharmacy still reviews the order.
      required = [];
    } finally {
      setChecking(false);
    }
    if (required.length > 0) setDialog({ kind: 'assessments', list: required });
    else setStep(RefillStep.deliveryDate);
  }

  function next() {
    const problem = checkStep(step, draft, context);
    if (problem) {
      alerts.show(`alerts.${problem}`);
      return;
    }
    alerts.dismiss();
    if (step === RefillStep.medications) void continueFromMedications(false);
    else setStep((step + 1) as RefillStepNumber);
  }

  function back() {
    alerts.dismiss();
    const action = backAction(screen === 'view' ? RefillStep.view : screen === 'wizard' ? step : firstAllowedStep(editing), editing, origin);
    if (action.kind === 'step') setStep(action.step);
    else if (action.kind === 'reset') setStep(firstAllowedStep(editing));
    else if (editing && onExitEdit) onExitEdit();
    else emit('rx-navigate', { path: action.path });
  }

  async function send() {
    if (submitting.current || submit.isPending) return;
    const failing = firstFailingStep(draft, context);
    if (failing !== null) {
      alerts.show(`alerts.${checkStep(failing, draft, context)}`);
      setStep(failing);
      return;
    }
    let payload;
    try {
      payload = buildRefillPayload(uId, draft, allMeds, requestId ?? undefined);
    } catch {
      alerts.show('alerts.errorSubmitting', 'error', true);
      return;
    }
    submitting.current = true;
    setSent(true);
    alerts.dismiss();
    try {
      const idempotencyKey = drafts.getState().ensureIdempotencyKey();
      const record = await submit.mutateAsync({ payload, idempotencyKey });
      const done = { requestId: record.requestId, deliveryDate: record.deliveryDate || payload.deliveryDate, medications: medicationNames };
      submittedRef.current = true;
      setSubmitted(done);
      drafts.getState().clear();
      emit('rx-refill-submitted', done);
    } catch (error) {
      const activeOrderRefusal = error instanceof ApiError && error.status === 409 && isActiveOrderRefusal(error.reason);
      alerts.show(activeOrderRefusal ? 'alerts.activeOrder' : 'alerts.errorSubmitting', 'error', true);
    } finally {
      submitting.current = false;
    }
  }

  const card = css`
    max-width: 48em;
    padding: calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `;
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
  const actions = css`
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--rx-space);
    margin-top: calc(var(--rx-space) * 3);
  `;

  const headings: Record<Exclude<Screen, 'loading' | 'wizard'>, string> = {
    confirmation: t('confirmation.heading'),
    'no-medications': t('medications.noneHeading'),
    notice: t('activeOrder.heading'),
    view: t('view.heading'),
  };
  const heading = screen === 'loading' ? null : screen === 'wizard' ? t(`headings.${STEP_KEYS[Math.min(step, RefillStep.review) as 0 | 1 | 2 | 3 | 4]}`) : headings[screen];

  const backButton = (
    <Button variant="secondary" part="button back-button" onClick={back}>
      {t('actions.back')}
    </Button>
  );

  let body = null;
  let buttons = null;
  switch (screen) {
    case 'confirmation':
      body = (
        <div part="confirmation">
          <Alert tone="success" title={t('alerts.requestSubmitted')}>
            <p>{t('confirmation.body', { date: displayDate(submitted!.deliveryDate) })}</p>
          </Alert>
          <p>{t('confirmation.next')}</p>
        </div>
      );
      break;
    case 'no-medications':
      body = (
        <div part="no-medications">
          <p>{t('medications.none')}</p>
          <PharmacyContact pharmacy={pharmacy.data} />
        </div>
      );
      buttons = backButton;
      break;
    case 'notice':
      body = (
        <div part="active-order">
          <p>{t('activeOrder.body')}</p>
          <PharmacyContact pharmacy={pharmacy.data} withHours={false} />
        </div>
      );
      buttons = (
        <>
          {backButton}
          <Button part="button view-order-button" onClick={() => setStep(RefillStep.view)}>
            {t('actions.viewOrder')}
          </Button>
        </>
      );
      break;
    case 'view':
      body = <OrderView uId={uId} addresses={addresses.data} onEdit={onEdit} />;
      buttons = backButton;
      break;
    case 'wizard':
      body = (
        <div part="step" data-step={step}>
          {refillUpdate?.request.placeholder && <p part="placeholder-note">{t('placeholderNote')}</p>}
          {step === RefillStep.medications && (
            <MedicationsStep
              refillable={refillable}
              nonPortal={nonPortal}
              selected={draft.selectedRx}
              onChange={(selectedRx) => update({ selectedRx })}
              pharmacy={pharmacy.data}
            />
          )}
          {step === RefillStep.deliveryDate && (
            <DeliveryDateStep window={delivery} refrigerated={refrigerated} value={draft.deliveryDate} onChange={(deliveryDate) => update({ deliveryDate })} />
          )}
          {step === RefillStep.address && (
            <>
              {addresses.isError && <Alert tone="error">{t('alerts.addrFailed')}</Alert>}
              <AddressStep
                addresses={shippingAddresses}
                value={draft.addrId}
                onSelect={(address) => update({ addrId: address.addrId, isPickup: address.isPickup === 1 ? 1 : 0 })}
                onAdd={() => setAddingAddress(true)}
              />
            </>
          )}
          {step === RefillStep.payment && <PaymentStep draft={draft} update={update} pharmacy={pharmacy.data} />}
          {step === RefillStep.review && (
            <OrderSummary
              medications={medicationNames}
              deliveryDate={draft.deliveryDate}
              address={chosenAddress ? addressLabel(chosenAddress) : null}
              paymentMethod={draft.paymentMethod}
              supplies={buildSupplies(draft)}
              deliveryInstructions={draft.wantsInstructions ? draft.deliveryInstructions.trim() || null : null}
              onEdit={(target) => {
                alerts.dismiss();
                setStep(target);
              }}
            />
          )}
        </div>
      );
      buttons = (
        <>
          {backButton}
          {step === RefillStep.review ? (
            <Button part="button submit-button" busy={submit.isPending} busyLabel={t('actions.submitting')} disabled={submit.isPending || !rulesReady} onClick={() => void send()}>
              {t('actions.submit')}
            </Button>
          ) : step === RefillStep.payment && draft.paymentMethod === CALL_PHARMACY_PAYMENT ? null : (
            <Button
              part="button next-button"
              busy={checking}
              busyLabel={t('actions.checking')}
              disabled={step === RefillStep.address && context.addressCount === 0}
              onClick={next}
            >
              {t('actions.next')}
            </Button>
          )}
        </>
      );
      break;
    default:
      break;
  }

  return (
    <section part="refill" className={card} aria-labelledby={titleId}>
      <h2 id={titleId} part="title">
        {editing ? t('titleEdit') : t('title')}
      </h2>
      <LoadingOverlay loading={!settled} label={t('loading')}>
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
            {heading}
          </h3>
        )}
        {alerts.alert && (
          alerts.alert.persistent ? (
            <Alert key={alerts.alert.id} tone={alerts.alert.tone} onDismiss={alerts.dismiss} dismissLabel={t('common:actions.dismiss')}>
              {t(alerts.alert.key)}
            </Alert>
          ) : (
            <Alert key={alerts.alert.id} tone={alerts.alert.tone}>
              {t(alerts.alert.key)}
            </Alert>
          )
        )}
        {body}
        {buttons && (
          <div part="actions" className={actions}>
            {buttons}
          </div>
        )}
      </LoadingOverlay>
      <InstructionsDialog
        medications={dialog?.kind === 'instructions' ? dialog.names : null}
        onNo={() => setDialog(null)}
        onYes={() => {
          setDialog(null);
          void continueFromMedications(true);
        }}
      />
      <AssessmentsDialog
        assessments={dialog?.kind === 'assessments' ? dialog.list : null}
        onCancel={() => setDialog(null)}
        onContinue={(assessment) => {
          setDialog(null);
          emit('rx-navigate', {
            path: `/survey?survey_event_id=${assessment.surveyEventID}`,
            state: { mandatorySurveys: dialog?.kind === 'assessments' ? dialog.list : [] },
          });
        }}
      />
      <AddAddressDialog
        open={addingAddress}
        uId={uId}
        announceSaved={false}
        onClose={() => setAddingAddress(false)}
        onSaved={(address) => {
          void queryClient.invalidateQueries({ queryKey: addressListKey(uId) });
          update({ addrId: address.addrId, isPickup: address.isPickup === 1 ? 1 : 0 });
          alerts.show('alerts.addAddress', 'success');
        }}
      />
    </section>
  );
}

/** The supplies the review shows: what the payload will carry. */
function buildSupplies(draft: RefillDraft) {
  if (!draft.needSupplies) return null;
  return draft.supplyIds.map((supId) => ({ supId, value: supId === OTHER_SUPPLY_ID ? draft.otherSupplies.trim() : '' }));
}
