/**
 * Spec 02 §3 "Shipping holiday". isRefrigerated: no refrigerated delivery that day; isStandard:
 * no standard delivery; forceAllowRef / forceAllowNonRef: delivery allowed although the weekday
 * normally has none (refrigerated runs Tuesday-Thursday, standard Monday-Friday).
 */
export interface ShippingHoliday {
  /** YYYY-MM-DD. */
  holiday: string;
  name: string;
  isRefrigerated: boolean;
  isStandard: boolean;
  forceAllowRef: boolean;
  forceAllowNonRef: boolean;
}

/** The same days as four lists of YYYY-MM-DD dates, as the delivery-date rules read them. */
export interface ShippingHolidayLists {
  /** No refrigerated delivery. */
  ref: string[];
  /** No standard (non-refrigerated) delivery. */
  nonRef: string[];
  forceAllowRef: string[];
  forceAllowNonRef: string[];
}

/** Answer of GET /company/shipping-holidays?company_id=… (company 0's days when the company has none). */
export interface ShippingHolidaysResponse {
  shippingHolidays: ShippingHolidayLists;
  holidays: ShippingHoliday[];
}
