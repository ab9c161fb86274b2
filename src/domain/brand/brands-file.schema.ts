import { z } from 'zod';

/** The colour roles a palette may set (src/core/theme/tokens.ts); each one a hex colour. */
export const PALETTE_ROLES = [
  'primary',
  'primaryText',
  'primaryDark',
  'accent',
  'surface',
  'background',
  'text',
  'textMuted',
  'border',
  'danger',
  'success',
  'warning',
  'warningText',
  'focus',
] as const;

export const BRAND_FLAGS = [
  'enrollButton',
  'enrollLink',
  'privacyLink',
  'discountModule',
  'lowercaseUsernames',
  'documentsBrandFilter',
  'insurancePlanAtRegistration',
  'pharmacyTabs',
] as const;

// Hex only: the values go into the widgets' stylesheets as they are.
const colour = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'a hex colour such as #1f5fa8');
const palette = z.object(Object.fromEntries(PALETTE_ROLES.map((role) => [role, colour.optional()]))).strict();
const flags = z.object(Object.fromEntries(BRAND_FLAGS.map((flag) => [flag, z.boolean().optional()]))).strict();
const hostPattern = z
  .string()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'a host-name label (specialty) or a host name (portal.acme.example), no scheme or port');
const image = z
  .string()
  .max(200_000)
  .regex(/^(data:image\/(png|svg\+xml|jpeg|webp|gif)[;,]|https:\/\/|\/[^/])/, 'a data:image/… URL, an https:// URL or a path starting with /');

export const brandEntrySchema = z
  .object({
    key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and hyphens (at most 40)'),
    id: z.number().int().positive().max(2_147_483_647),
    name: z.string().trim().min(1).max(80),
    hosts: z.array(hostPattern).max(50).optional(),
    palette: palette.optional(),
    darkPalette: palette.optional(),
    logo: image.optional(),
    favicon: image.optional(),
    /** The sender of the brand's e-mails, e.g. `Specialty Pharmacy <no-reply@specialty.example>` (default RX_MAIL_FROM). */
    mailFrom: z.string().trim().min(3).max(200).regex(/^[^\r\n]*@[^\r\n]*$/, 'an address, e.g. "Pharmacy <no-reply@partner.example>"').optional(),
    mfaIssuer: z.string().trim().min(1).max(60).regex(/^[^:]+$/, 'no colon (it is part of the authenticator label)'),
    flags: flags.optional(),
  })
  .strict();

export const brandsFileSchema = z
  .object({ brands: z.array(brandEntrySchema).min(1) })
  .strict()
  .superRefine(({ brands }, context) => {
    const seen = (pick: (brand: (typeof brands)[number]) => unknown, field: string) => {
      const values = new Set<unknown>();
      brands.forEach((brand, index) => {
        const value = pick(brand);
        if (values.has(value)) context.addIssue({ code: 'custom', path: ['brands', index, field], message: `${field} ${String(value)} is used by an earlier brand` });
        values.add(value);
      });
    };
    seen((brand) => brand.key, 'key');
    seen((brand) => brand.id, 'id');
    if (!brands.some((brand) => brand.key === 'default')) {
      context.addIssue({ code: 'custom', path: ['brands'], message: 'one brand must have the key "default" (the brand of any other host)' });
    }
  });

export type BrandsFile = z.infer<typeof brandsFileSchema>;
