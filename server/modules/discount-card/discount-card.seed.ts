import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { discountCards } from './discount-card.tables';

export type NewDiscountCard = Omit<typeof discountCards.$inferInsert, 'uId' | 'discountId'>;

export async function insertDiscountCard(db: Database, uId: number, card: NewDiscountCard): Promise<number> {
  const [row] = await db.insert(discountCards).values({ ...card, uId }).returning({ discountId: discountCards.discountId });
  return row!.discountId;
}

/**
 * Gives the patient the demo discount card, unless they have one; answers its id. With a member
 * ID, always adds a new card (then the newest) with that ID.
 */
export async function seedDiscountCard(db: Database, uId: number, now: Date, memberId?: string): Promise<number> {
  if (memberId === undefined) {
    const [existing] = await db.select({ discountId: discountCards.discountId }).from(discountCards).where(eq(discountCards.uId, uId)).limit(1);
    if (existing) return existing.discountId;
  }
  return insertDiscountCard(db, uId, {
    memberId: memberId ?? 'RXD4471902815',
    rxBin: '610494',
    rxGrp: 'RXSAVE20',
    rxPcn: 'DISC',
    helpline: '+18005550175',
    discountUrl: null,
    surveyTime: now,
  });
}
