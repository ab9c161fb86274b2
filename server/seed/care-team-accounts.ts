import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { careProviders } from '../modules/messaging/messaging.tables';
import { createIdentityUser } from './identity-users';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_CARE_PROVIDERS } from '../modules/messaging/messaging.seed';

/** The console sign-in of a demo care provider: "Dr. Maya Chen" -> maya.chen@care.example. */
export function careTeamUsername(name: string): string {
  const words = name
    .replace(/^Dr\.\s+/, '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  return `${words.join('.')}@care.example`;
}

/**
 * Gives every demo care provider a console account (standard pool, the demo password), so the
 * care-team console at /provider/ signs in through the same identity as the patients. Idempotent.
 */
export async function seedCareTeamAccounts(db: Database): Promise<void> {
  const names = DEMO_CARE_PROVIDERS.map((provider) => provider.name);
  const rows = await db.select().from(careProviders).where(inArray(careProviders.name, names));
  for (const row of rows) {
    const username = careTeamUsername(row.name);
    const { sub } = await createIdentityUser({
      pool: 'standard',
      username,
      password: DEMO_PASSWORD,
      confirmed: true,
      ...(row.cognitoSub ? { sub: row.cognitoSub } : {}),
    });
    if (row.cognitoSub !== sub || row.username !== username) {
      await db.update(careProviders).set({ cognitoSub: sub, username }).where(eq(careProviders.cpId, row.cpId));
    }
  }
}

/** For the start-up banner and /api/dev/accounts readers. */
export function demoCareTeamAccounts(): { username: string; password: string; name: string }[] {
  return DEMO_CARE_PROVIDERS.map((provider) => ({ username: careTeamUsername(provider.name), password: DEMO_PASSWORD, name: provider.name }));
}
