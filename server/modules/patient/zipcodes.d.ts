declare module 'zipcodes' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeEntry | undefined;
  export function lookupByName(city: string, state: string): ZipCodeEntry[];
  export const states: { full: Record<string, string>; abbr: Record<string, string> };
}
