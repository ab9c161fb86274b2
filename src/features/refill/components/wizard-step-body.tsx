import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import { OTHER_SUPPLY_ID } from '../../../domain/refill/refill-choices';
import type { RefillDraft } from '../model/draft';
import { RefillStep, type RefillStepNumber } from '../model/wizard';
import { MedicationsStep } from './medications-step';
import { DeliveryDateStep } from './delivery-date-step';
import { AddressStep, useAddressLabel } from './address-step';
import { PaymentStep } from './payment-step';
import { OrderSummary } from './order-summary';
import type { RefillData } from './use-refill-data';
import type { WizardNavigation } from './use-wizard-navigation';

export interface WizardStepBodyProps {
  step: RefillStepNumber;
  draft: RefillDraft;
  update(patch: Partial<RefillDraft>): void;
  data: RefillData;
  navigation: WizardNavigation;
  /** The request being edited stands for an order placed by phone. */
  placeholder: boolean;
}

/** The current step of the wizard: medications, delivery date, address, payment or the review. */
export function WizardStepBody({ step, draft, update, data, navigation, placeholder }: WizardStepBodyProps) {
  const { t } = useTranslation('refill');
  const addressLabel = useAddressLabel();
  return (
    <div part="step" data-step={step}>
      {placeholder && <p part="placeholder-note">{t('placeholderNote')}</p>}
      {step === RefillStep.medications && (
        <MedicationsStep
          refillable={data.refillable}
          nonPortal={data.nonPortal}
          selected={draft.selectedRx}
          onChange={(selectedRx) => update({ selectedRx })}
          pharmacy={data.pharmacy}
        />
      )}
      {step === RefillStep.deliveryDate && (
        <DeliveryDateStep window={data.delivery} refrigerated={data.refrigerated} value={draft.deliveryDate} onChange={(deliveryDate) => update({ deliveryDate })} />
      )}
      {step === RefillStep.address && (
        <>
          {data.addressesFailed && <Alert tone="error">{t('alerts.addrFailed')}</Alert>}
          <AddressStep addresses={data.shippingAddresses} value={draft.addrId} onSelect={navigation.chooseAddress} onAdd={navigation.openAddAddress} />
        </>
      )}
      {step === RefillStep.payment && <PaymentStep draft={draft} update={update} pharmacy={data.pharmacy} />}
      {step === RefillStep.review && (
        <OrderSummary
          medications={data.medicationNames}
          deliveryDate={draft.deliveryDate}
          address={data.chosenAddress ? addressLabel(data.chosenAddress) : null}
          paymentMethod={draft.paymentMethod}
          supplies={buildSupplies(draft)}
          deliveryInstructions={draft.wantsInstructions ? draft.deliveryInstructions.trim() || null : null}
          onEdit={navigation.editStep}
        />
      )}
    </div>
  );
}

/** The supplies the review shows: what the payload will carry. */
function buildSupplies(draft: RefillDraft) {
  if (!draft.needSupplies) return null;
  return draft.supplyIds.map((supId) => ({ supId, value: supId === OTHER_SUPPLY_ID ? draft.otherSupplies.trim() : '' }));
}
