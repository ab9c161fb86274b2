import { useMutation } from '@tanstack/react-query';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { FeedbackItem, FeedbackPayload, FeedbackSubmitResponse } from '../../../domain/survey/feedback.schema';

/** Which product the portal's feedback is about (the feedback payload's `product`). */
export const NPS_PRODUCT = 'portal';

/** POST /feedback with feedback_type NPS; the refill reads it back (GET /feedback) as its "days since last feedback". */
export function useSubmitNps(uId: number) {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['nps', 'submit', uId],
    mutationFn: async (feedback: FeedbackItem[]) => {
      const payload: FeedbackPayload = { u_id: uId, product: NPS_PRODUCT, feedback_type: 'NPS', feedback };
      const { body } = await client.request<FeedbackSubmitResponse>('/feedback', { method: 'POST', body: payload });
      return body;
    },
  });
}
