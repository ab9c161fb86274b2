// The refill module's public surface: what other modules may call (eslint/server-layers.js).
export {
  cancelPrescription,
  lockPatientPrescription,
  medicationsOf,
  prescriptionsWithActiveOrder,
  prescriptionOfPatient,
  prescriptionSchedules,
} from './refill.queries';
export { completeDrugAssessment, requiredIncompleteAssessments } from './assessment.queries';
