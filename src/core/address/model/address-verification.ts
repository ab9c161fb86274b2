import type { AddressVerifyRequest, VerifiedAddress } from '../../../domain/patient/address.schema';
import { collapseSpaces, normalizeZip, type AddressFormField, type AddressFormValues } from './address-form';

/** The verify request for what was typed: spaces collapsed, state upper-cased, ZIP+4 joined with a dash. */
export function verifyRequestOf(values: Pick<AddressFormValues, 'street' | 'street2' | 'city' | 'state' | 'zip'>): AddressVerifyRequest {
  const street2 = collapseSpaces(values.street2);
  return {
    street: collapseSpaces(values.street),
    street2: street2 || null,
    city: collapseSpaces(values.city),
    state: values.state.trim().toUpperCase(),
    zip: normalizeZip(values.zip),
  };
}

/**
 * The cache key of a verification: the normalized request, case-folded, so that the same address
 * typed with other capitals or spacing is answered from the cache.
 */
export function verificationKey(request: AddressVerifyRequest): string {
  const parts = [request.street, request.street2 ?? '', request.city, request.state, normalizeZip(request.zip)];
  return parts.map((part) => collapseSpaces(part).toUpperCase()).join('|');
}

export type VerifiedField = Extract<AddressFormField, 'street' | 'street2' | 'city' | 'state' | 'zip'>;

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The fields whose verified version differs from what was typed: another spelling of the city or
 * state, or a ZIP with other digits (e.g. a ZIP+4 added). Differences of spacing only, or a ZIP+4
 * written without the dash, are not reported: the verified version is used as it is.
 */
export function verifiedDifferences(values: AddressFormValues, verified: VerifiedAddress): VerifiedField[] {
  const typed = verifyRequestOf(values);
  const changed: VerifiedField[] = [];
  if (typed.street !== collapseSpaces(verified.street)) changed.push('street');
  if ((typed.street2 ?? '') !== collapseSpaces(verified.street2)) changed.push('street2');
  if (typed.city !== collapseSpaces(verified.city)) changed.push('city');
  if (typed.state !== verified.state.trim().toUpperCase()) changed.push('state');
  if (digits(typed.zip) !== digits(verified.zip)) changed.push('zip');
  return changed;
}

/** The form with the verified street, city, state and ZIP; type and flags unchanged. */
export function applyVerified(values: AddressFormValues, verified: VerifiedAddress): AddressFormValues {
  return {
    ...values,
    street: verified.street,
    street2: verified.street2 ?? '',
    city: verified.city,
    state: verified.state,
    zip: verified.zip,
  };
}

/** Why an address did not verify, as a message key under `reasons` plus its values. */
export type VerifyProblem =
  | { key: 'zipFormat'; field: 'zip' }
  | { key: 'zipUnknown'; field: 'zip'; zip: string }
  | { key: 'stateUnknown'; field: 'state'; state: string }
  | { key: 'zipNotInState'; field: 'zip'; zip: string; state: string }
  | { key: 'zipOtherCity'; field: 'city'; zip: string; city: string; state: string }
  | { key: 'streetRequired'; field: 'street' }
  | { key: 'other'; field: null; reason: string };

/**
 * Reads the verification service's reason (also sent by the save call as "body/address: reason")
 * so it can be shown in the patient's language and next to the field it concerns.
 */
export function verifyProblemOf(reason: string | null | undefined): VerifyProblem {
  const text = collapseSpaces(reason).replace(/^body\/address:\s*/i, '');
  let match: RegExpExecArray | null;
  if (/^ZIP code must be 5 digits/i.test(text)) return { key: 'zipFormat', field: 'zip' };
  if ((match = /^ZIP code (\d{5}) does not exist/i.exec(text))) return { key: 'zipUnknown', field: 'zip', zip: match[1]! };
  if ((match = /^Unknown state:\s*(.*)$/i.exec(text))) return { key: 'stateUnknown', field: 'state', state: match[1]! };
  if ((match = /^ZIP code (\d{5}) is not in ([A-Z]{2})$/i.exec(text)))
    return { key: 'zipNotInState', field: 'zip', zip: match[1]!, state: match[2]! };
  if ((match = /^ZIP code (\d{5}) belongs to (.+), ([A-Z]{2})$/i.exec(text)))
    return { key: 'zipOtherCity', field: 'city', zip: match[1]!, city: match[2]!, state: match[3]! };
  if (/^Street is required/i.test(text)) return { key: 'streetRequired', field: 'street' };
  return { key: 'other', field: null, reason: text };
}
