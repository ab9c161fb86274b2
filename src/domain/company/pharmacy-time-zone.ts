/** The pharmacy's IANA time zone when its brand has none on record (dates are the pharmacy's). */
export const DEFAULT_PHARMACY_TIME_ZONE = 'America/New_York';
