import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DiscountAnswer, DiscountCard, DiscountSurveyType } from '../../../src/domain/patient/discount-card.schema';
import type { Database } from '../../platform/db/database';
import { discountAnswers, discountCards } from './discount-card.tables';

export type DiscountCardRow = typeof discountCards.$inferSelect;

export function toDiscountCard(row: DiscountCardRow): DiscountCard {
  return {
    discountId: row.discountId,
    discountUrl: row.discountUrl,
    memberId: row.memberId,
    rxBIN: row.rxBin,
    rxGRP: row.rxGrp,
    rxPCN: row.rxPcn,
    helpline: row.helpline,
  };
}

/** The patient's card by id, or the newest one; null when the patient has none (or not that one). */
export async function findDiscountCard(db: Database, uId: number, discountId?: number): Promise<DiscountCardRow | null> {
  const [row] = await db
    .select()
    .from(discountCards)
    .where(and(eq(discountCards.uId, uId), discountId === undefined ? undefined : eq(discountCards.discountId, discountId)))
    .orderBy(desc(discountCards.createdAt), desc(discountCards.discountId))
    .limit(1);
  return row ?? null;
}

/** When the patient last finished the tutorial (any card), or null. */
export async function latestTutorialCompleted(db: Database, uId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: discountAnswers.createdAt })
    .from(discountAnswers)
    .where(and(eq(discountAnswers.uId, uId), eq(discountAnswers.surveyType, 'Tutorial')))
    .orderBy(desc(discountAnswers.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export interface NewDiscountAnswers {
  uId: number;
  discountId: number;
  sessionId: string;
  surveyType: DiscountSurveyType;
  answers: DiscountAnswer[];
  at: Date;
}

export async function insertDiscountAnswers(db: Database, { at, ...values }: NewDiscountAnswers): Promise<void> {
  await db.insert(discountAnswers).values({ ...values, createdAt: at });
}

/**
 * Redeems the card once: the first call sets redeemed_at, later ones leave it and say so.
 * Null when the card is not the patient's.
 */
export async function redeemDiscountCard(db: Database, uId: number, discountId: number, at: Date): Promise<{ redeemedAt: Date; alreadyRedeemed: boolean } | null> {
  const [updated] = await db
    .update(discountCards)
    .set({ redeemedAt: at })
    .where(and(eq(discountCards.uId, uId), eq(discountCards.discountId, discountId), isNull(discountCards.redeemedAt)))
    .returning({ redeemedAt: discountCards.redeemedAt });
  if (updated?.redeemedAt) return { redeemedAt: updated.redeemedAt, alreadyRedeemed: false };
  const card = await findDiscountCard(db, uId, discountId);
  if (!card?.redeemedAt) return null;
  return { redeemedAt: card.redeemedAt, alreadyRedeemed: true };
}
