import { defaultDarkPalette, defaultPalette, type Palette } from '../theme/tokens';
import { BRANDS_BLOCK_ID, hostMatches, type BrandEntry } from '../../domain/brand/brand-entry';
import brandsFile from '../../../config/brands.json';

/** A brand's key in the brands file (`default`, `specialty`, or a partner's own). */
export type BrandKey = string;

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
  /** Shown when the API has no logo or favicon for the brand. */
  logo?: string;
  favicon?: string;
  hosts: readonly string[];
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

const toBrand = (entry: BrandEntry): Brand => ({
  ...entry,
  hosts: entry.hosts ?? [],
  palette: { ...defaultPalette, ...entry.palette },
  darkPalette: { ...defaultDarkPalette, ...entry.darkPalette },
  flags: { ...noFlags, ...entry.flags },
});

const table = (entries: readonly BrandEntry[]): Record<BrandKey, Brand> => Object.fromEntries(entries.map((entry) => [entry.key, toBrand(entry)]));

/** The brands the build read from config/brands.json. */
export const brands: Record<BrandKey, Brand> = table(brandsFile.brands as readonly BrandEntry[]);

/**
 * The brands the server wrote into the page (`<script type="application/json" id="rx-brands">`,
 * from its brands file at run time), else the built-in ones. Read once.
 */
let pageBrands: Record<BrandKey, Brand> | undefined;
function known(): Record<BrandKey, Brand> {
  if (!pageBrands) {
    pageBrands = brands;
    try {
      const block = globalThis.document?.getElementById(BRANDS_BLOCK_ID)?.textContent;
      if (block) pageBrands = table((JSON.parse(block) as { brands: BrandEntry[] }).brands);
    } catch {
      // A malformed block: the built-in brands.
    }
  }
  return pageBrands;
}

export const isBrandKey = (value: unknown): value is BrandKey => typeof value === 'string' && Object.hasOwn(known(), value);

/** The brand of a host name (first brand in the file listing it), unless a known key is given. */
export function resolveBrand(hostname: string, override?: string): Brand {
  const all = known();
  if (isBrandKey(override)) return all[override]!;
  const match = Object.values(all).find((brand) => brand.hosts.some((pattern) => hostMatches(hostname, pattern)));
  return match ?? all.default ?? brands.default!;
}
