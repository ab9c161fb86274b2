import { useRef, useState, type FormEvent } from 'react';
import type { Address, AddressVerifyResponse, VerifiedAddress } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import { useSaveAddress } from '../api/addresses';
import { useVerifyAddress } from '../api/verify-address';
import { firstInvalidField, validateAddressForm, type AddressFormField, type AddressFormValues } from '../model/address-form';
import { buildAddressPayload } from '../model/address-payload';
import { saveFailureOf, type AddressFailure } from '../model/address-save-failure';
import { applyVerified, verifiedDifferences, verifyProblemOf, verifyRequestOf, type VerifiedField } from '../model/address-verification';

export type AddressPhase =
  | { name: 'editing' }
  | { name: 'verifying' }
  | { name: 'suggesting'; verified: VerifiedAddress; changed: VerifiedField[] }
  | { name: 'saving' };

/** Where focus goes after the render that shows what it points at. */
export type AddressFocusTarget = AddressFormField | 'suggestion' | 'submit';

export interface AddressSubmissionOptions {
  uId: number;
  variant: CompanyVariant;
  /** The stored address being changed (PUT); null when adding. */
  address: Address | null;
  activityId?: number | null;
  initial: AddressFormValues;
  onSaved(address: Address): void;
}

/**
 * The address form's values and its submit: validation, postal verification (a verified version
 * that differs is offered), then the save. An answer to an older version of the form is not
 * applied, and a second Enter cannot start another check or save while one runs.
 */
export function useAddressSubmission({ uId, variant, address, activityId, initial, onSaved }: AddressSubmissionOptions) {
  const verify = useVerifyAddress();
  const add = useSaveAddress(variant);
  const homeOnly = variant === 'home-only';
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<AddressPhase>({ name: 'editing' });
  const [failure, setFailure] = useState<AddressFailure | null>(null);
  /** Bumped on every edit: an answer to an older version of the form is not applied. */
  const revision = useRef(0);
  /** Set while a verification or save runs, so a second Enter cannot start another. */
  const inFlight = useRef(false);
  const pendingFocus = useRef<AddressFocusTarget | null>(null);
  const busy = phase.name === 'verifying' || phase.name === 'saving';

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
      saved = await add.mutateAsync(address ? { ...payload, addrId: address.addrId } : payload);
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

  async function submit(event: FormEvent, saveable: boolean) {
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

  return { values, update, submitted, phase, busy, failure, dismissFailure: () => setFailure(null), pendingFocus, submit, acceptSuggestion, keepEditing };
}
