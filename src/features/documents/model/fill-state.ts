import { ApiError, NetworkError } from '../../../core/api/api-error';

/** What the filler needs of a field (pdf-form's FormField, without pdf-lib). */
export interface FillableField {
  name: string;
  kind: 'text' | 'checkbox' | 'radio' | 'dropdown' | 'signature';
  required: boolean;
}

/** A required field is complete with non-blank text, a choice, a tick or a signature. */
export function isFieldComplete(field: FillableField, value: string | undefined, hasSignature: boolean): boolean {
  if (field.kind === 'signature') return hasSignature;
  return (value ?? '').trim() !== '';
}

/** The required fields still to complete; Save is enabled when there are none (spec 02 §4). */
export function missingRequired(fields: readonly FillableField[], values: Readonly<Record<string, string>>, signatures: ReadonlySet<string>): FillableField[] {
  return fields.filter((field) => field.required && !isFieldComplete(field, values[field.name], signatures.has(field.name)));
}

/**
 * The filler's steps: fill, then Save (all required complete), then Submit (after a Save of the
 * current values); 'closed' when the signing link was used meanwhile (nothing more can be sent).
 */
export type FillStep = 'filling' | 'saved' | 'submitting' | 'submitted' | 'closed';

export type SubmitOutcome = 'formSubmitted' | 'invalidForm' | 'tryLater' | 'linkUsed';

/** Where a submission leaves the filler: done, closed by a used link, or saved to try again. */
export function stepAfterOutcome(outcome: SubmitOutcome): FillStep {
  if (outcome === 'formSubmitted') return 'submitted';
  if (outcome === 'linkUsed') return 'closed';
  return 'saved';
}

/** The message a failed submission shows (spec 02 §8 Forms). */
export function outcomeOfError(error: unknown): SubmitOutcome {
  if (error instanceof ApiError) {
    if (error.status === 400) return 'invalidForm';
    if (error.status === 410) return 'linkUsed';
    return 'tryLater';
  }
  if (error instanceof NetworkError) return 'tryLater';
  return 'tryLater';
}

/** How a signer's link failed to open. */
export function linkProblemOf(error: unknown): 'linkUsed' | 'unknownLink' | 'tryLater' {
  if (error instanceof ApiError && error.status === 410) return 'linkUsed';
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'unknownLink';
  return 'tryLater';
}

/** The query parameters of a signing link: /doc-sign?uuid=…&signerUuId=… */
export function signLinkOf(search: string): { srUuid: string; signerUuid: string } | null {
  const params = new URLSearchParams(search);
  const srUuid = params.get('uuid') ?? params.get('srUuid');
  const signerUuid = params.get('signerUuId') ?? params.get('signerUuid');
  return srUuid && signerUuid ? { srUuid, signerUuid } : null;
}
