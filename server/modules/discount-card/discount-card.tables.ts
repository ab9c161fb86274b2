import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DiscountAnswer, DiscountSurveyType } from '../../../src/domain/patient/discount-card.schema';

// Mirrors server/platform/db/migrations/0175_discount_cards.sql, the source of truth for these tables.

export const discountCards = pgTable(
  'discount_cards',
  {
    discountId: integer('discount_id').primaryKey().generatedByDefaultAsIdentity(),
    uId: integer('u_id').notNull(),
    memberId: text('member_id').notNull(),
    rxBin: text('rx_bin').notNull(),
    rxGrp: text('rx_grp').notNull(),
    rxPcn: text('rx_pcn').notNull(),
    helpline: text('helpline').notNull(),
    discountUrl: text('discount_url'),
    surveyTime: timestamp('survey_time', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, by the first redemption. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_cards_u_id').on(table.uId)],
);

export const discountAnswers = pgTable(
  'discount_answers',
  {
    answerId: integer('answer_id').primaryKey().generatedByDefaultAsIdentity(),
    discountId: integer('discount_id').notNull(),
    uId: integer('u_id').notNull(),
    sessionId: text('session_id').notNull(),
    surveyType: text('survey_type').$type<DiscountSurveyType>().notNull(),
    answers: jsonb('answers').$type<DiscountAnswer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_answers_u_id').on(table.uId)],
);
