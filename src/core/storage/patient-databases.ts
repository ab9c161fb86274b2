/**
 * IndexedDB databases that hold a patient's data in this browser only (the insurance card
 * photos). A deliberate sign-out deletes them, whether or not the feature's code is loaded.
 */
export const CARD_PHOTOS_DATABASE = 'rx-card-photos';

const PATIENT_DATABASES = [CARD_PHOTOS_DATABASE] as const;

export function deletePatientDatabases(factory: IDBFactory | undefined = globalThis.indexedDB): void {
  if (!factory) return;
  for (const name of PATIENT_DATABASES) factory.deleteDatabase(name);
}
