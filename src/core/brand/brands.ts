import { defaultDarkPalette, defaultPalette, type Palette } from '../theme/tokens';

export type BrandKey = 'default' | 'specialty' | 'health-network' | 'warehouse-retail' | 'home-delivery';
export const brandKeys: readonly BrandKey[] = ['default', 'specialty', 'health-network', 'warehouse-retail', 'home-delivery'];

export interface Brand {
  key: BrandKey;
  /** Brand id sent to the API (the spec leaves the values to us). */
  id: number;
  name: string;
  palette: Palette;
  /** The brand's colours in the dark scheme. */
  darkPalette: Palette;
  /** Issuer name shown in authenticator apps for multi-factor setup. */
  mfaIssuer: string;
  flags: {
    enrollButton: boolean;
    enrollLink: boolean;
    privacyLink: boolean;
    discountModule: boolean;
    lowercaseUsernames: boolean;
    /** Documents are fetched with a brand_id filter only for these brands (spec 01 §6). */
    documentsBrandFilter: boolean;
    insurancePlanAtRegistration: boolean;
    pharmacyTabs: boolean;
  };
}

const noFlags: Brand['flags'] = {
  enrollButton: false,
  enrollLink: false,
  privacyLink: false,
  discountModule: false,
  lowercaseUsernames: false,
  documentsBrandFilter: false,
  insurancePlanAtRegistration: false,
  pharmacyTabs: false,
};

export const brands: Record<BrandKey, Brand> = {
  default: { key: 'default', id: 1, name: 'Rx Portal', palette: defaultPalette, darkPalette: defaultDarkPalette, mfaIssuer: 'Rx Portal', flags: noFlags },
  specialty: {
    key: 'specialty',
    id: 2,
    name: 'Specialty Pharmacy',
    palette: { ...defaultPalette, primary: '#5b2a86', primaryDark: '#43206a', accent: '#8a4fbf' },
    darkPalette: { ...defaultDarkPalette, primary: '#cfa8f5', primaryDark: '#e0c6fa', accent: '#b98ae0', focus: '#cfa8f5' },
    mfaIssuer: 'Specialty Pharmacy',
    flags: { ...noFlags, documentsBrandFilter: true, pharmacyTabs: true },
  },
  'health-network': {
    key: 'health-network',
    id: 3,
    name: 'Health Network Pharmacy',
    palette: { ...defaultPalette, primary: '#005a87', primaryDark: '#00405f', accent: '#00857c' },
    darkPalette: { ...defaultDarkPalette, primary: '#7cc8f0', primaryDark: '#a8dcf6', accent: '#5fd0c6', focus: '#7cc8f0' },
    mfaIssuer: 'Health Network',
    flags: { ...noFlags, enrollLink: true, documentsBrandFilter: true },
  },
  'warehouse-retail': {
    key: 'warehouse-retail',
    id: 4,
    name: 'Warehouse Specialty Pharmacy',
    palette: { ...defaultPalette, primary: '#b0122a', primaryDark: '#870d20', accent: '#1f4e9c' },
    darkPalette: { ...defaultDarkPalette, primary: '#ff9aa6', primaryDark: '#ffbfc7', accent: '#9bb8f0', focus: '#ff9aa6' },
    mfaIssuer: 'Warehouse Pharmacy',
    flags: { ...noFlags, enrollButton: true, privacyLink: true, lowercaseUsernames: true, insurancePlanAtRegistration: true, discountModule: true },
  },
  'home-delivery': {
    key: 'home-delivery',
    id: 5,
    name: 'Home Delivery Pharmacy',
    palette: { ...defaultPalette, primary: '#1e7a3c', primaryDark: '#155a2c', accent: '#2e9e55', focus: '#0f5c2a' },
    darkPalette: { ...defaultDarkPalette, primary: '#7fd69a', primaryDark: '#a6e3b8', accent: '#7fd69a', focus: '#7fd69a' },
    mfaIssuer: 'Home Delivery Pharmacy',
    flags: { ...noFlags, discountModule: true },
  },
};

/**
 * Host name patterns, first match wins. Production partner hosts go here; the `*.localhost`
 * names let the demo show host-based selection (browsers resolve them to loopback).
 */
const hostPatterns: ReadonlyArray<[RegExp, BrandKey]> = [
  [/(^|\.)specialty\./i, 'specialty'],
  [/(^|\.)health(-network)?\./i, 'health-network'],
  [/(^|\.)warehouse(-retail)?\./i, 'warehouse-retail'],
  [/(^|\.)home-delivery\./i, 'home-delivery'],
];

const isBrandKey = (value: unknown): value is BrandKey => brandKeys.includes(value as BrandKey);

/** The brand of a host name, unless a valid override is given. */
export function resolveBrand(hostname: string, override?: string): Brand {
  if (isBrandKey(override)) return brands[override];
  const match = hostPatterns.find(([pattern]) => pattern.test(hostname));
  return brands[match ? match[1] : 'default'];
}
