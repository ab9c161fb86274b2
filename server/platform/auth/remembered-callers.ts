import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
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
  const perDatabase = new WeakMap<Database, LRUCache<string, CallerPatient>>();
  return async (db, sub, pool) => {
    let callers = perDatabase.get(db);
    if (!callers) {
      callers = new LRUCache<string, CallerPatient>({ max: REMEMBERED_CALLERS, ttl: REMEMBERED_CALLER_TTL_MS });
      perDatabase.set(db, callers);
    }
    const key = `${pool ?? '*'} ${sub}`;
    const known = callers.get(key);
    if (known) return known;
    const found = await patientForSubject(db, sub, pool);
    if (found) callers.set(key, found);
    return found;
  };
}
