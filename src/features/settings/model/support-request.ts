import type { SupportReason, SupportRelatingTo, SupportRequestPayload } from '../../../domain/company/support.schema';

/** Spec 01 §9: the reasons and relating-to lists, in this order. */
export const SUPPORT_REASONS: readonly SupportReason[] = ['App Error', 'AccountIssue', 'Information Missing', 'Update Patient Information', 'Other'];
export const SUPPORT_RELATING_TO: readonly SupportRelatingTo[] = ['Assessments', 'Document', 'MFA', 'Medication', 'Patient Profile/Demographic Info', 'Other'];

/** Details must be longer than 15 characters (spec 01 §5, §9). */
export const MIN_DETAILS_EXCLUSIVE = 15;
export const MAX_DETAILS = 2000;

export interface SupportDraft {
  reason: string;
  relatingTo: string;
  details: string;
}

export type SupportProblems = Partial<Record<keyof SupportDraft, 'required' | 'tooShort' | 'tooLong'>>;

const isReason = (value: string): value is SupportReason => (SUPPORT_REASONS as readonly string[]).includes(value);
const isRelatingTo = (value: string): value is SupportRelatingTo => (SUPPORT_RELATING_TO as readonly string[]).includes(value);

export function supportProblems(draft: SupportDraft): SupportProblems {
  const problems: SupportProblems = {};
  if (!isReason(draft.reason)) problems.reason = 'required';
  if (!isRelatingTo(draft.relatingTo)) problems.relatingTo = 'required';
  const details = draft.details.trim();
  if (details === '') problems.details = 'required';
  else if (details.length <= MIN_DETAILS_EXCLUSIVE) problems.details = 'tooShort';
  else if (draft.details.length > MAX_DETAILS) problems.details = 'tooLong';
  return problems;
}

export const supportDraftValid = (draft: SupportDraft): boolean => Object.keys(supportProblems(draft)).length === 0;

/** The POST /support-requests body; relatingModule names the module for MFA, else ''. */
export function supportPayload(uId: number, draft: SupportDraft): SupportRequestPayload | null {
  if (!isReason(draft.reason) || !isRelatingTo(draft.relatingTo) || !supportDraftValid(draft)) return null;
  return {
    u_id: uId,
    reason: draft.reason,
    relatingTo: draft.relatingTo,
    relatingModule: draft.relatingTo === 'MFA' ? 'MFA' : '',
    additionalDetails: draft.details.trim(),
  };
}
