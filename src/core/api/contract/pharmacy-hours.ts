/** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Opening hours of one weekday; closed days have null times. */
export interface PharmacyDayHours {
  weekday: Weekday;
  /** HH:mm, local time of `timezone`. */
  open: string | null;
  close: string | null;
}

/** Spec 02 §3 "Pharmacy hours per weekday, timezone, hoursNote". */
export interface PharmacyHours {
  /** IANA time zone, e.g. America/New_York. */
  timezone: string;
  days: PharmacyDayHours[];
  hoursNote: string | null;
}
