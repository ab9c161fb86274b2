import type { ShippingHolidayLists } from '../../../domain/refill/shipping-holiday.schema';
import { addDays, type IsoDate } from '../../../domain/calendar/calendar-dates';
import { REFRIGERATED_DELIVERY_WEEKDAYS, STANDARD_DELIVERY_WEEKDAYS, type DeliveryWindow } from '../../../domain/refill/delivery-dates';
import { weekdayOf } from '../../../domain/calendar/calendar-dates';

export interface DateHint {
  /** The kind's delivery weekdays: Monday-Friday, or Tuesday-Thursday when refrigerated. */
  weekdays: 'standard' | 'refrigerated';
  /** Offered dates outside those weekdays (force-allowed by the pharmacy). */
  extraDates: IsoDate[];
  /** Delivery weekdays inside the window that are not offered (the kind's holidays). */
  closedDates: IsoDate[];
}

/** Spec 02 §4: the date step's hint, said from the dates offered rather than a fixed sentence. */
export function dateHint(window: DeliveryWindow, refrigerated: boolean, holidays: ShippingHolidayLists): DateHint {
  const weekdays = refrigerated ? REFRIGERATED_DELIVERY_WEEKDAYS : STANDARD_DELIVERY_WEEKDAYS;
  const closed = refrigerated ? holidays.ref : holidays.nonRef;
  const extraDates = window.allowed.filter((date) => !weekdays.has(weekdayOf(date)));
  const closedDates: IsoDate[] = [];
  for (let date = window.earliest; date <= window.latest; date = addDays(date, 1)) {
    if (weekdays.has(weekdayOf(date)) && closed.includes(date) && !window.allowed.includes(date)) closedDates.push(date);
  }
  return { weekdays: refrigerated ? 'refrigerated' : 'standard', extraDates, closedDates };
}
