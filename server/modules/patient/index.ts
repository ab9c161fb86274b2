// The patient module's public surface: what other modules may call. They import this file, never
// the module's tables, queries or routes (eslint/server-layers.js).
export { findPatientRow, findUser, updatePatient, usernameTaken, patientByUsername, patientForSubject, insertRegisteredPatient, usernameInPool, patientContact, blockedNumberMessage, isMobileNumberBlocked, type PatientChanges, type NewRegisteredPatient, type PatientContact } from './patient.queries';
export { addActivity, completeActivitiesFor, completeActivity, listActivities, pendingActivityFor } from './activity.queries';
export { medicationList } from './self-reported.queries';
export { findAddress, listAddresses, setAddressInRefill } from './address.queries';
export { identityPatientRecords } from './identity-patient-records';
