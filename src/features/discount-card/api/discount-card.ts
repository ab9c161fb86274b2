import { queryOptions, useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { Locale } from '../../../domain/common/common.schema';
import type {
  DiscountAnswer,
  DiscountAnswersPayload,
  DiscountCardResponse,
  DiscountRedemptionPayload,
  DiscountRedemptionResponse,
  DiscountSurveyType,
} from '../../../domain/patient/discount-card.schema';
import type { RequestedCard } from '../model/requested-card';

/** GET /discount-cards?u_id&locale&initial=true[&discount_id]: the card and its questions, or null when there is none (404). */
export async function fetchDiscountCard(client: HttpClient, uId: number, locale: Locale, discountId?: number): Promise<DiscountCardResponse | null> {
  const { status, body } = await client.request<DiscountCardResponse>('/discount-cards', {
    query: { u_id: uId, locale, initial: 'true', ...(discountId === undefined ? {} : { discount_id: discountId }) },
    expectedStatus: [200, 404],
  });
  return status === 404 ? null : body;
}

export interface DiscountCardView {
  response: DiscountCardResponse;
  /** A card was asked for that is not the patient's (or no card at all): this is the newest instead. */
  requestedMissing: boolean;
}

/**
 * The card the page shows: the one asked for, or, when it is unknown or another patient's (the
 * server answers both with 404), the patient's newest card; null when the patient has none.
 */
export async function fetchRequestedCard(client: HttpClient, uId: number, locale: Locale, requested: RequestedCard): Promise<DiscountCardView | null> {
  if (requested.kind === 'id') {
    const asked = await fetchDiscountCard(client, uId, locale, requested.discountId);
    if (asked) return { response: asked, requestedMissing: false };
  }
  const newest = await fetchDiscountCard(client, uId, locale);
  return newest && { response: newest, requestedMissing: requested.kind !== 'newest' };
}

export const discountCardQuery = (client: HttpClient, uId: number, locale: Locale, requested: RequestedCard) =>
  queryOptions({
    queryKey: ['discount-card', uId, locale, requested.kind === 'id' ? requested.discountId : requested.kind],
    queryFn: () => fetchRequestedCard(client, uId, locale, requested),
    staleTime: Infinity,
  });

export interface FinishInput {
  discountId: number;
  sessionId: string;
  surveyType: DiscountSurveyType;
  answers: DiscountAnswer[];
  /** Whether an answer redeems the card and it is not redeemed yet. */
  redeem: boolean;
}

/**
 * POST /discount-cards/answers, then, when an answer redeems the card, POST /discount-cards/redemptions
 * once. With nothing answered (only optional questions left blank) there is nothing to post.
 */
export function useFinishDiscountSurvey(uId: number) {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['discount-card', 'finish', uId],
    mutationFn: async ({ discountId, sessionId, surveyType, answers, redeem }: FinishInput) => {
      const payload: DiscountAnswersPayload = { u_id: uId, discountId, sessionId, surveyType, answers };
      if (answers.length > 0) await client.request('/discount-cards/answers', { method: 'POST', body: payload });
      if (!redeem) return { redeemed: false };
      const redemption: DiscountRedemptionPayload = { u_id: uId, discountId };
      await client.request<DiscountRedemptionResponse>('/discount-cards/redemptions', { method: 'POST', body: redemption });
      return { redeemed: true };
    },
  });
}
