import { readFileSync } from 'node:fs';
import { defaultPalette } from '../../../src/core/theme/tokens';
import type { BrandEntry } from '../../../src/domain/brand/brand-entry';

/** The brands of config/brands.json with their light palettes filled in, as the widgets resolve them. */
export const shippedBrands: Record<string, { name: string; palette: typeof defaultPalette }> = Object.fromEntries(
  (JSON.parse(readFileSync('config/brands.json', 'utf8')) as { brands: BrandEntry[] }).brands.map((brand) => [
    brand.key,
    { name: brand.name, palette: { ...defaultPalette, ...brand.palette } },
  ]),
);
