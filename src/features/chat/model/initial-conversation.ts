const asId = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
};

/** The conversation to open first: the attribute, then route state convIdFromLink, then ?conv_id=. */
export function conversationIdFrom(attribute: unknown, fromLink: unknown, search: string): number | undefined {
  return asId(attribute) ?? asId(fromLink) ?? asId(new URLSearchParams(search).get('conv_id'));
}
