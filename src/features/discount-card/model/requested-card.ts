/** What the page was asked to show: the newest card, a card by id, or an id that cannot be one. */
export type RequestedCard = { kind: 'newest' } | { kind: 'id'; discountId: number } | { kind: 'invalid' };

const MAX_ID = 2_147_483_647;

/** Reads the `discount-id` attribute (or the page's `discount_id` / `card_id` query). */
export function requestedCard(value: string | null | undefined): RequestedCard {
  const text = value?.trim() ?? '';
  if (text === '') return { kind: 'newest' };
  if (!/^\d{1,10}$/.test(text)) return { kind: 'invalid' };
  const discountId = Number(text);
  return discountId > 0 && discountId <= MAX_ID ? { kind: 'id', discountId } : { kind: 'invalid' };
}

/** The card id a page URL asks for: discount_id, else card_id (the after-login link's name). */
export function requestedInSearch(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('discount_id') ?? query.get('card_id');
}
