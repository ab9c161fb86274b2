// The company module's public surface: what other modules may call (eslint/server-layers.js).
export {
  FALLBACK_COMPANY_ID,
  findCompany,
  companyNameOf,
  planOptionsOf,
  termsOf,
  shippingHolidayListsOf,
  textSenderNumber,
  pharmacyTimeZoneOf,
  brandNameOf,
} from './company.queries';
