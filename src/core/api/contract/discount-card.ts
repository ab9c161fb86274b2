/** Spec 02 §3 "Discount card". */
export interface DiscountCard {
  discountId: number;
  /** Image of the card, when the brand shows a picture instead of the fields. */
  discountUrl: string | null;
  memberId: string;
  rxBIN: string;
  rxGRP: string;
  rxPCN: string;
  /** Phone number of the helpline (a tel: link). */
  helpline: string;
}

/** Which question set the discount card page shows (spec 02 §4 "Discount card"). */
export type DiscountSurveyType = 'Tutorial' | 'FollowUp';

/** Body of POST /discount-cards/redemptions. */
export interface DiscountRedemptionPayload {
  u_id: number;
  discountId: number;
}
