import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import { lazyComponent, usePreloadOnFirstInput } from '../../../core/ui/lazy-component';
import { Spinner } from '../../../core/ui/spinner';
import { OTHER_SUPPLY_ID } from '../../../domain/refill/refill-choices';
import type { RefillDraft } from '../model/draft';
import { RefillStep } from '../model/wizard';
import { MedicationsStep } from './medications-step';
import type { RefillWizard } from '../hooks/use-refill-wizard';

// The steps after the first load on demand (address form, date logic, payment), preloaded once the first step is up.
const DeliveryDateStep = lazyComponent(() => import('./delivery-date-step').then((m) => m.DeliveryDateStep));
const AddressStep = lazyComponent(() => import('./address-step').then((m) => m.AddressStep));
const PaymentStep = lazyComponent(() => import('./payment-step').then((m) => m.PaymentStep));
const ReviewStep = lazyComponent(() => import('./review-step').then((m) => m.ReviewStep));

export interface WizardStepBodyProps {
  wizard: RefillWizard;
  /** The request being edited stands for an order placed by phone. */
  placeholder: boolean;
}

/** The current step of the wizard: medications, delivery date, address, payment or the review. */
export function WizardStepBody({ wizard, placeholder }: WizardStepBodyProps) {
  const { t } = useTranslation('refill');
  const { data, actions } = wizard;
  const { step, draft } = wizard.state;
  const update = actions.choose;
  usePreloadOnFirstInput(DeliveryDateStep, AddressStep, PaymentStep, ReviewStep);
  return (
    <div part="step" data-step={step}>
      <Suspense fallback={<Spinner label={t('common:status.loading')} />}>
      {placeholder && <p part="placeholder-note">{t('placeholderNote')}</p>}
      {step === RefillStep.medications && (
        <MedicationsStep
          refillable={data.refillable}
          nonPortal={data.nonPortal}
          selected={draft.selectedRx}
          shipsFrom={data.shipsFrom}
          onChange={(selectedRx) => update({ selectedRx })}
          pharmacy={data.pharmacy}
        />
      )}
      {step === RefillStep.deliveryDate && (
        <DeliveryDateStep window={data.delivery} hint={data.hint} holidayNames={data.holidayNames} heldBy={data.heldBy} value={draft.deliveryDate} onChange={(deliveryDate) => update({ deliveryDate })} />
      )}
      {step === RefillStep.address && (
        <>
          {data.addressesFailed && <Alert tone="error">{t('alerts.addrFailed')}</Alert>}
          <AddressStep addresses={data.shippingAddresses} value={draft.addrId} onSelect={actions.chooseAddress} onAdd={actions.openAddAddress} />
        </>
      )}
      {step === RefillStep.payment && <PaymentStep draft={draft} update={update} pharmacy={data.pharmacy} />}
      {step === RefillStep.review && (
        <ReviewStep
          medications={data.medicationNames}
          deliveryDate={draft.deliveryDate}
          address={data.chosenAddress ?? null}
          paymentMethod={draft.paymentMethod}
          supplies={buildSupplies(draft)}
          deliveryInstructions={draft.wantsInstructions ? draft.deliveryInstructions.trim() || null : null}
          onEdit={actions.editStep}
        />
      )}
      </Suspense>
    </div>
  );
}

/** The supplies the review shows: what the payload will carry. */
function buildSupplies(draft: RefillDraft) {
  if (!draft.needSupplies) return null;
  return draft.supplyIds.map((supId) => ({ supId, value: supId === OTHER_SUPPLY_ID ? draft.otherSupplies.trim() : '' }));
}
