import type { Locale } from './common';

/**
 * Spec 02 §3 "Rx status definition": the patient-facing name of a refill display status
 * (0-9, 100-109) for a company and language. Only statuses that have a patient-facing name are
 * answered.
 */
export interface RxStatusDefinition {
  statusCode: number;
  /** The pharmacy's internal name, e.g. OPEN_CALL_REQUIRED. */
  statusName: string;
  patientStatusName: string;
  description: string | null;
}

/** Query of GET /company/rx-status: locale is the first part of the language (en, es). */
export interface RxStatusQuery {
  company_id: number;
  locale: Locale;
}

/** Answer of GET /company/rx-status (company 0's definitions when the company has none). */
export interface RxStatusResponse {
  statuses: RxStatusDefinition[];
}
