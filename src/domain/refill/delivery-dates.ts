import type { ShippingHolidayLists } from './shipping-holiday.schema';
import { addDays, laterOf, localDateIn, weekdayOf, type IsoDate } from '../calendar/calendar-dates';

/** Spec 02 §4 "Delivery date rules" and §9. */
export const DELIVERY_LEAD_BUSINESS_DAYS = 2;
/** The order day is the pharmacy's date at now minus 5 hours: late-night orders count for the day before. */
export const ORDER_DAY_OFFSET_HOURS = 5;
export const DELIVERY_WINDOW_DAYS = 17;
export const STANDARD_DELIVERY_WEEKDAYS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);
export const REFRIGERATED_DELIVERY_WEEKDAYS: ReadonlySet<number> = new Set([2, 3, 4]);
/** How far ahead the first deliverable day is searched before the calendar counts as closed. */
const SEARCH_LIMIT_DAYS = 366;

export interface DeliveryRules {
  now: Date;
  /** The pharmacy's IANA time zone: every date below is a date there. */
  timeZone: string;
  /** Any chosen medication ships cold. */
  refrigerated: boolean;
  holidays: ShippingHolidayLists;
  /** Each chosen medication's own earliest date (its next refill date), YYYY-MM-DD. */
  medicationEarliest: readonly IsoDate[];
}

export interface DeliveryWindow {
  /** The first date the patient may choose (or the first candidate, when `allowed` is empty). */
  earliest: IsoDate;
  /** 17 days after the earliest. */
  latest: IsoDate;
  /** Every deliverable date from earliest to latest, ascending. */
  allowed: readonly IsoDate[];
}

/** A weekday without a standard-shipping holiday: the days the lead time counts. */
export function isBusinessDay(date: IsoDate, holidays: ShippingHolidayLists): boolean {
  return STANDARD_DELIVERY_WEEKDAYS.has(weekdayOf(date)) && !holidays.nonRef.includes(date);
}

/**
 * Whether the carrier delivers this kind of order on a date: a force-allowed date always,
 * otherwise a delivery weekday of the kind (Mon-Fri, or Tue-Thu when refrigerated) that is not
 * on the kind's holiday list.
 */
export function isDeliveryDay(date: IsoDate, refrigerated: boolean, holidays: ShippingHolidayLists): boolean {
  const forced = refrigerated ? holidays.forceAllowRef : holidays.forceAllowNonRef;
  if (forced.includes(date)) return true;
  const weekdays = refrigerated ? REFRIGERATED_DELIVERY_WEEKDAYS : STANDARD_DELIVERY_WEEKDAYS;
  const closed = refrigerated ? holidays.ref : holidays.nonRef;
  return weekdays.has(weekdayOf(date)) && !closed.includes(date);
}

/** The pharmacy's order day: its local date at now minus 5 hours. */
export function orderDay(now: Date, timeZone: string): IsoDate {
  return localDateIn(new Date(now.getTime() - ORDER_DAY_OFFSET_HOURS * 3_600_000), timeZone);
}

/** The order day plus the lead of business days, counted from the next day. */
export function leadDate(now: Date, timeZone: string, holidays: ShippingHolidayLists): IsoDate {
  let date = orderDay(now, timeZone);
  let counted = 0;
  while (counted < DELIVERY_LEAD_BUSINESS_DAYS) {
    date = addDays(date, 1);
    if (isBusinessDay(date, holidays)) counted += 1;
  }
  return date;
}

export function deliveryWindow(rules: DeliveryRules): DeliveryWindow {
  const candidate = rules.medicationEarliest.reduce(laterOf, leadDate(rules.now, rules.timeZone, rules.holidays));
  let earliest: IsoDate | null = null;
  for (let offset = 0; offset <= SEARCH_LIMIT_DAYS && earliest === null; offset += 1) {
    const date = addDays(candidate, offset);
    if (isDeliveryDay(date, rules.refrigerated, rules.holidays)) earliest = date;
  }
  if (earliest === null) return { earliest: candidate, latest: addDays(candidate, DELIVERY_WINDOW_DAYS), allowed: [] };
  const allowed: IsoDate[] = [];
  for (let offset = 0; offset <= DELIVERY_WINDOW_DAYS; offset += 1) {
    const date = addDays(earliest, offset);
    if (isDeliveryDay(date, rules.refrigerated, rules.holidays)) allowed.push(date);
  }
  return { earliest, latest: addDays(earliest, DELIVERY_WINDOW_DAYS), allowed };
}

export function isDeliveryDateAllowed(date: IsoDate, rules: DeliveryRules): boolean {
  return deliveryWindow(rules).allowed.includes(date);
}
