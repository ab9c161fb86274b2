// The refill module's public surface: what other modules may call (eslint/server-layers.js).
export { medicationsOf, ordersOf, publicOrder, prescriptionsWithActiveOrder } from './refill.queries';
export { requiredIncompleteAssessments } from './assessment.queries';
