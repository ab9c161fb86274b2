// The company module's public surface: what other modules may call (eslint/server-layers.js).
export { findCompany, planOptionsOf, termsOf, shippingHolidayListsOf } from './company.queries';
