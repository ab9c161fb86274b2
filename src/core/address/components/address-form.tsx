import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import { useSession } from '../../session/use-session';
import { css, defineStyles, useSheet } from '../../theme/define-styles';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ADDRESS_NAMESPACE } from '../address-i18n';
import { useAddressList } from '../api/addresses';
import { useAddressSubmission } from '../hooks/use-address-submission';
import {
  addressFormOf,
  canAddAddress,
  canSaveAddress,
  emptyAddressForm,
  validateAddressForm,
  type AddressFieldError,
  type AddressFormField,
  type AddressFormValues,
} from '../model/address-form';
import type { VerifyProblem } from '../model/address-verification';
import { AddressFields, type AddressFieldRefs } from './address-fields';
import { AddressFormAlerts } from './address-form-alerts';
import { VerifiedAddressSuggestion } from './verified-address-suggestion';

const styles = defineStyles({
  note: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    color: var(--rx-color-text-muted);
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    margin-top: calc(var(--rx-space) * 2);
  `,
});

export interface AddressFormProps {
  /** The patient the address belongs to. */
  uId: number;
  /** Called with the address as the server saved it. */
  onSaved(address: Address): void;
  /** Shows a Cancel button that calls it. */
  onCancel?(): void;
  /** Company variant; defaults to the session's. The home-only variant keeps one Home address. */
  variant?: CompanyVariant;
  /** The activity this save completes (confirm-address flow). */
  activityId?: number | null;
  /** Focus the first field on mount (used in the dialog). */
  autoFocus?: boolean;
  /** The stored address to change (edit mode, PUT); without it the form adds one. */
  address?: Address | null;
}

/**
 * Adds an address: labelled fields with inline errors, postal verification on submit (a verified
 * version that differs is offered, an invalid address shows the reason), then the save. Whatever
 * goes wrong, every typed value stays in the form.
 */
export function AddressForm({ uId, onSaved, onCancel, variant: givenVariant, activityId, autoFocus, address }: AddressFormProps): JSX.Element {
  const { t } = useTranslation(ADDRESS_NAMESPACE);
  const { note, actions } = useSheet(styles);
  const sessionVariant = useSession((state) => state.variant);
  const variant: CompanyVariant = givenVariant ?? sessionVariant ?? 'standard';
  const homeOnly = variant === 'home-only';
  const editing = address !== undefined && address !== null;
  const existing = useAddressList(uId, homeOnly && !editing);

  const [initial] = useState<AddressFormValues>(() => (editing ? addressFormOf(address, variant) : emptyAddressForm(variant)));
  const { values, update, submitted, phase, busy, failure, dismissFailure, pendingFocus, submit, acceptSuggestion, keepEditing } = useAddressSubmission({
    uId,
    variant,
    address: editing ? address : null,
    activityId,
    initial,
    onSaved,
  });
  // Spec 01 §5: street, city, state and ZIP filled and, in edit, at least one changed field.
  const saveable = canSaveAddress(values, editing ? initial : null);
  const suggestionRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const refs: AddressFieldRefs = {
    street: useRef<HTMLInputElement>(null),
    street2: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    state: useRef<HTMLSelectElement>(null),
    zip: useRef<HTMLInputElement>(null),
    addressType: useRef<HTMLSelectElement>(null),
  };
  const id = useId();
  const noteId = `${id}-note`;

  // Focus moves only after the render that shows the message it points at.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'suggestion') suggestionRef.current?.focus();
    else if (target === 'submit') submitRef.current?.focus();
    else refs[target].current?.focus();
  });

  const errors = submitted ? validateAddressForm(values, variant) : {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const problem = failure?.kind === 'invalid' ? failure.problem : null;

  const fieldMessage = (field: AddressFormField): string | undefined => {
    const error: AddressFieldError | undefined = errors[field];
    if (error) return t(`errors.${error.key}`, { max: error.max });
    if (problem && problem.field === field) return problemText(problem);
    return undefined;
  };

  function problemText(p: VerifyProblem): string {
    const { key, field: _field, ...params } = p;
    return t(`reasons.${key}`, params);
  }

  if (!editing && homeOnly && existing.data && !canAddAddress(variant, existing.data.length)) {
    return (
      <div part="address-form">
        <Alert tone="info">{t('alerts.homeOnly')}</Alert>
        {onCancel && (
          <div className={actions}>
            <Button variant="secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <form part="address-form" noValidate aria-describedby={noteId} onSubmit={(event) => void submit(event, saveable)}>
      <p id={noteId} className={note}>
        {t('form.requiredNote')}
      </p>
      <AddressFormAlerts fieldErrors={submitted && hasFieldErrors} failure={failure} problemText={problemText} editing={editing} onDismiss={dismissFailure} />

      <AddressFields
        values={values}
        variant={variant}
        refs={refs}
        autoFocus={autoFocus}
        messageOf={fieldMessage}
        onChange={update}
      />

      {phase.name === 'suggesting' && (
        <VerifiedAddressSuggestion
          ref={suggestionRef}
          entered={values}
          verified={phase.verified}
          onUse={() => acceptSuggestion(phase.verified)}
          onKeepEditing={() => keepEditing(phase.changed)}
        />
      )}

      <div className={actions}>
        <Button
          ref={submitRef}
          type="submit"
          busy={busy}
          disabled={!saveable}
          busyLabel={phase.name === 'saving' ? t('actions.saving') : t('actions.checking')}
        >
          {t('actions.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
