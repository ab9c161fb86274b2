/**
 * One brand as the brands file (config/brands.json, or RX_BRANDS_FILE) writes it. Palettes and
 * flags name only what differs from the defaults. Shared by the browser (which reads the file at
 * build time and a page's `<script type="application/json" id="rx-brands">` at run time) and the
 * server (which validates the file at start and writes that block into its pages).
 */
export interface BrandEntry {
  key: string;
  id: number;
  name: string;
  /** Host-name labels (`specialty`) or host names (`portal.acme.example`, subdomains included). */
  hosts?: readonly string[];
  palette?: Readonly<Record<string, string>>;
  darkPalette?: Readonly<Record<string, string>>;
  /** A data: image, a same-origin path or an https URL; shown when the API has no logo for the brand. */
  logo?: string;
  favicon?: string;
  mfaIssuer: string;
  flags?: Readonly<Record<string, boolean>>;
}

/**
 * Whether `hostname` belongs to a brand listing `pattern`: a label (no dot) matches a host name
 * with that label before another one (`specialty.localhost`, `portal.specialty.example`); a host
 * name matches itself and its subdomains.
 */
export function hostMatches(hostname: string, pattern: string): boolean {
  const host = hostname.toLowerCase();
  const wanted = pattern.toLowerCase();
  if (!wanted.includes('.')) return `.${host}`.includes(`.${wanted}.`);
  return host === wanted || host.endsWith(`.${wanted}`);
}

/** The id of the page's run-time brands block. */
export const BRANDS_BLOCK_ID = 'rx-brands';
