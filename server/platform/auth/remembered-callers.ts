import { rememberedPerDatabase } from '../db/remembered-per-database';
import type { CallerPatient, PatientForSubject } from './patient-of-caller';

/** A caller found is remembered this long; an operator's change to a patient record reaches every process within it. */
export const REMEMBERED_CALLER_TTL_MS = 60_000;
/** Callers remembered at once per database; past it the least recently seen are looked up again. */
const REMEMBERED_CALLERS = 50_000;

/**
 * The caller lookup of every authenticated request, remembered per database: the facts it gives
 * (patient id, company, brand, pool) never change for a token's subject through the API, so a
 * request need not ask the database for them again. A subject with no patient is not remembered
 * (the patient may be registering), and an entry lives a minute at most.
 */
export function rememberedCallers(patientForSubject: PatientForSubject): PatientForSubject {
  const remembered = rememberedPerDatabase<string, CallerPatient>(
    (db, key) => {
      const [pool, sub] = key.split(' ', 2) as [CallerPatient['pool'] | '*', string];
      return patientForSubject(db, sub, pool === '*' ? undefined : pool);
    },
    { ttlMs: REMEMBERED_CALLER_TTL_MS, max: REMEMBERED_CALLERS },
  );
  return (db, sub, pool) => remembered(db, `${pool ?? '*'} ${sub}`);
}
