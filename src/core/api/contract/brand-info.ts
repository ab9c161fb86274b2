import type { PharmacyHours } from './pharmacy-hours';

/** Spec 02 §3 "Brand info": the pharmacy behind a brand, shown on /pharmacy and in support texts. */
export interface BrandInfo {
  companyName: string;
  supportNumber: string;
  hours: PharmacyHours;
  addrId: number;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  contactFax: string | null;
  email: string | null;
}

/** Answer of GET /company/brand-info. */
export interface BrandInfoResponse {
  brand: BrandInfo;
}

/** Spec 02 §3 "Brand alert": a pharmacy update on the /pharmacy Updates tab. */
export interface BrandAlert {
  note: string;
  /** ISO 8601. */
  createdDate: string;
}

/** Answer of GET /company/brand-info/alerts (404 when there are none, which the widget reads as empty). */
export interface BrandAlertsResponse {
  brandAlerts: BrandAlert[];
}
