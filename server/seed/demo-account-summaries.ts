import { z } from 'zod';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_BRANDS, DEMO_COMPANIES } from './reference-data';

export const demoAccountSchema = z.object({
  username: z.string(),
  password: z.string(),
  pool: z.enum(['standard', 'basic']),
  company: z.object({ id: z.number().int(), name: z.string(), variant: z.enum(['standard', 'care-program', 'home-only']) }),
  brand: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  demonstrates: z.string(),
});

export type DemoAccountSummary = z.infer<typeof demoAccountSchema>;

/** The demo accounts as the catalogue page and the start-up banner list them. */
export function demoAccountSummaries(): DemoAccountSummary[] {
  return DEMO_ACCOUNTS.map((account) => {
    const company = DEMO_COMPANIES.find((candidate) => candidate.companyId === account.companyId)!;
    const brand = DEMO_BRANDS.find((candidate) => candidate.brandId === account.brandId)!;
    return {
      username: account.username,
      password: account.password,
      pool: account.pool,
      company: { id: company.companyId, name: company.name, variant: company.variant },
      brand: { id: brand.brandId, key: brand.key, name: brand.name },
      demonstrates: account.demonstrates,
    };
  });
}
