import { useEffect, useId, useRef, useState, type FormEvent, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import type { Address, AddressVerifyResponse, VerifiedAddress } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import { useSession } from '../../session/use-session';
import { css, defineStyles, useSheet } from '../../theme/define-styles';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ADDRESS_NAMESPACE } from '../address-i18n';
import { useAddressList, useSaveAddress } from '../api/addresses';
import { useVerifyAddress } from '../api/verify-address';
import {
  addressFormOf,
  canAddAddress,
  canSaveAddress,
  emptyAddressForm,
  firstInvalidField,
  validateAddressForm,
  type AddressFieldError,
  type AddressFormField,
  type AddressFormValues,
} from '../model/address-form';
import { buildAddressPayload } from '../model/address-payload';
import {
  applyVerified,
  verifiedDifferences,
  verifyProblemOf,
  verifyRequestOf,
  type VerifiedField,
  type VerifyProblem,
} from '../model/address-verification';
import { AddressFields, type AddressFieldRefs } from './address-fields';
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

type Phase =
  | { name: 'editing' }
  | { name: 'verifying' }
  | { name: 'suggesting'; verified: VerifiedAddress; changed: VerifiedField[] }
  | { name: 'saving' };

type Failure =
  | { kind: 'invalid'; problem: VerifyProblem }
  | { kind: 'unavailable' }
  | { kind: 'saveFailed' }
  | { kind: 'homeOnly' }
  | { kind: 'refused'; reason: string };

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
  const verify = useVerifyAddress();
  const add = useSaveAddress(variant);

  const [initial] = useState<AddressFormValues>(() => (editing ? addressFormOf(address, variant) : emptyAddressForm(variant)));
  const [values, setValues] = useState<AddressFormValues>(initial);
  // Spec 01 §5: street, city, state and ZIP filled and, in edit, at least one changed field.
  const saveable = canSaveAddress(values, editing ? initial : null);
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Bumped on every edit: an answer to an older version of the form is not applied. */
  const revision = useRef(0);
  /** Set while a verification or save runs, so a second Enter cannot start another. */
  const inFlight = useRef(false);
  const pendingFocus = useRef<AddressFormField | 'suggestion' | 'submit' | null>(null);
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

  const busy = phase.name === 'verifying' || phase.name === 'saving';
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

  function update(patch: Partial<AddressFormValues>) {
    revision.current += 1;
    setValues((current) => ({ ...current, ...patch }));
    // A changed address is no longer the one that was verified (spec 01 §5).
    setPhase((current) => (current.name === 'suggesting' ? { name: 'editing' } : current));
    setFailure((current) => (current?.kind === 'invalid' ? null : current));
  }

  async function save(toSave: AddressFormValues) {
    inFlight.current = true;
    setPhase({ name: 'saving' });
    let saved: Address;
    try {
      const payload = buildAddressPayload(uId, toSave, { variant, activityId });
      saved = await add.mutateAsync(editing ? { ...payload, addrId: address.addrId } : payload);
    } catch (error) {
      const found = saveFailureOf(error, homeOnly);
      setPhase({ name: 'editing' });
      setFailure(found);
      if (found.kind === 'invalid' && found.problem.field) pendingFocus.current = found.problem.field;
      return;
    } finally {
      inFlight.current = false;
    }
    setPhase({ name: 'editing' });
    onSaved(saved);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !saveable || inFlight.current) return;
    setSubmitted(true);
    setFailure(null);
    const first = firstInvalidField(validateAddressForm(values, variant));
    if (first) {
      setPhase({ name: 'editing' });
      pendingFocus.current = first;
      return;
    }
    const asked = revision.current;
    const typed = values;
    inFlight.current = true;
    setPhase({ name: 'verifying' });
    let answer: AddressVerifyResponse;
    try {
      answer = await verify(verifyRequestOf(typed));
    } catch {
      setPhase({ name: 'editing' });
      if (asked === revision.current) setFailure({ kind: 'unavailable' });
      return;
    } finally {
      inFlight.current = false;
    }
    if (asked !== revision.current) {
      // The patient changed the address while it was checked: they submit again when ready.
      setPhase({ name: 'editing' });
      return;
    }
    if (!answer.valid || !answer.address) {
      const found = verifyProblemOf(answer.reason);
      setPhase({ name: 'editing' });
      setFailure({ kind: 'invalid', problem: found });
      pendingFocus.current = found.field;
      return;
    }
    const changed = verifiedDifferences(typed, answer.address);
    if (changed.length > 0) {
      setPhase({ name: 'suggesting', verified: answer.address, changed });
      pendingFocus.current = 'suggestion';
      return;
    }
    await save(applyVerified(typed, answer.address));
  }

  function acceptSuggestion(verified: VerifiedAddress) {
    if (inFlight.current) return;
    const accepted = applyVerified(values, verified);
    revision.current += 1;
    setValues(accepted);
    // The suggestion goes away: focus waits on the (busy) submit button.
    pendingFocus.current = 'submit';
    void save(accepted);
  }

  function keepEditing(changed: VerifiedField[]) {
    setPhase({ name: 'editing' });
    pendingFocus.current = changed[0] ?? 'street';
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
    <form part="address-form" noValidate aria-describedby={noteId} onSubmit={(event) => void onSubmit(event)}>
      <p id={noteId} className={note}>
        {t('form.requiredNote')}
      </p>
      {submitted && hasFieldErrors && <Alert tone="error">{t('errors.summary')}</Alert>}
      {problem && (
        <Alert tone="error" title={t('verify.invalidTitle')}>
          <p>
            {problemText(problem)} {t('verify.invalidHelp')}
          </p>
        </Alert>
      )}
      {failure?.kind === 'unavailable' && (
        <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('common:actions.dismiss')}>
          {t('verify.unavailable')}
        </Alert>
      )}
      {failure?.kind === 'saveFailed' && (
        <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('common:actions.dismiss')}>
          {t(editing ? 'alerts.editFailed' : 'alerts.addrFailed')}
        </Alert>
      )}
      {failure?.kind === 'refused' && <Alert tone="error">{failure.reason}</Alert>}
      {failure?.kind === 'homeOnly' && <Alert tone="error">{t('alerts.homeOnly')}</Alert>}

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

/** What a failed save means for the patient; the form keeps every value in each case. */
function saveFailureOf(error: unknown, homeOnly: boolean): Failure {
  if (error instanceof ApiError) {
    if (error.status === 400 && /^body\/address:/i.test(error.reason)) return { kind: 'invalid', problem: verifyProblemOf(error.reason) };
    if (error.status === 409 && homeOnly) return { kind: 'homeOnly' };
    if (error.status === 409 && error.reason) return { kind: 'refused', reason: error.reason };
  }
  return { kind: 'saveFailed' };
}
