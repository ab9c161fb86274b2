import type { Probe } from './probe-kit';
import { READ_PROBES } from './read-probes';
import { REFUSED_WRITE_PROBES, WRITE_PROBES } from './write-probes';

export type { Probe, ProbeContext, ProbeRequest, QueryValue } from './probe-kit';
export { UNKNOWN_ID } from './probe-kit';

/**
 * Calls of spec section 7 that no element makes (the widgets' other clients may): checked too, and
 * listed apart from the elements in the report.
 */
export const SPEC_ONLY_CALLS: readonly string[] = ['GET /company/support', 'DELETE /user/self-reported/medications'];

/**
 * Every probe, in the order they run: reads that learn ids first, then the calls that need them,
 * writes last. A call may have several probes (its answer, then its error catalogue entries).
 */
export const PROBES: readonly Probe[] = [...READ_PROBES, ...WRITE_PROBES, ...REFUSED_WRITE_PROBES];

/** Calls the kit cannot exercise on any test patient without side effects a partner would not want; said in the report. */
export const NOT_EXERCISED: Readonly<Record<string, string>> = {
  'PUT /patients': 'changes the verified e-mail or secondary contact of the account',
  'PUT /patients/username': 'changes the sign-in name of the account',
  'POST /email-verification': 'sends a verification e-mail',
  'PUT /patients/registration': 'registers a new account (needs a registration code)',
  'POST /account-recovery-request': 'sends an account recovery request to the pharmacy',
  'POST /enroll-request': 'sends an enrollment request to the pharmacy',
  'POST /v2/patient/care-groups': 'changes the care programs of the patient',
};
