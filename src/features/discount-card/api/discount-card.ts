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

/** GET /discount-cards?u_id&locale&initial=true: the card and its questions, or null when the patient has none (404). */
export async function fetchDiscountCard(client: HttpClient, uId: number, locale: Locale): Promise<DiscountCardResponse | null> {
  const { status, body } = await client.request<DiscountCardResponse>('/discount-cards', {
    query: { u_id: uId, locale, initial: 'true' },
    expectedStatus: [200, 404],
  });
  return status === 404 ? null : body;
}

export const discountCardQuery = (client: HttpClient, uId: number, locale: Locale) =>
  queryOptions({ queryKey: ['discount-card', uId, locale], queryFn: () => fetchDiscountCard(client, uId, locale), staleTime: Infinity });

export interface FinishInput {
  discountId: number;
  sessionId: string;
  surveyType: DiscountSurveyType;
  answers: DiscountAnswer[];
  /** Whether an answer redeems the card and it is not redeemed yet. */
  redeem: boolean;
}

/** POST /discount-cards/answers, then, when an answer redeems the card, POST /discount-cards/redemptions once. */
export function useFinishDiscountSurvey(uId: number) {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['discount-card', 'finish', uId],
    mutationFn: async ({ discountId, sessionId, surveyType, answers, redeem }: FinishInput) => {
      const payload: DiscountAnswersPayload = { u_id: uId, discountId, sessionId, surveyType, answers };
      await client.request('/discount-cards/answers', { method: 'POST', body: payload });
      if (!redeem) return { redeemed: false };
      const redemption: DiscountRedemptionPayload = { u_id: uId, discountId };
      await client.request<DiscountRedemptionResponse>('/discount-cards/redemptions', { method: 'POST', body: redemption });
      return { redeemed: true };
    },
  });
}
