import { addDays, isIsoDate, type IsoDate } from '../calendar/calendar-dates';

/** Spec 02 §4 "Refill date of a prescription": 75% of the days of supply, floored. */
export const REFILL_DUE_FRACTION = 0.75;

/**
 * The date a prescription may next be refilled: the latest ship date plus 75% of its days of
 * supply (floored). Null when it never shipped or its supply is unknown: nothing holds it back.
 */
export function nextRefillDate(latestDateShipped: string | null, daysOfSupply: number | null): IsoDate | null {
  if (latestDateShipped === null || daysOfSupply === null || daysOfSupply < 0) return null;
  const shipped = latestDateShipped.slice(0, 10);
  if (!isIsoDate(shipped)) return null;
  return addDays(shipped, Math.floor(daysOfSupply * REFILL_DUE_FRACTION));
}
