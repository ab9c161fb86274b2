/** The element's own attributes the portal hands on to every routed element. */
export interface PassedAttributes {
  apiBase?: string;
  brand?: string;
  companyId?: number | string;
  locale?: string;
}

/**
 * The attributes of a routed element: the portal's api-base, brand, company-id and locale (empty
 * ones left out), and the route's query parameters mapped to attributes (parameter -> attribute).
 */
export function routeAttributes(
  { apiBase, brand, companyId, locale }: PassedAttributes,
  search: string,
  queryAttributes: Readonly<Record<string, string>> = {},
): Record<string, string | undefined> {
  const passed: Record<string, string | undefined> = {
    'api-base': apiBase || undefined,
    brand: brand || undefined,
    'company-id': companyId === undefined || companyId === '' ? undefined : String(companyId),
    locale: locale || undefined,
  };
  const query = new URLSearchParams(search);
  for (const [param, attribute] of Object.entries(queryAttributes)) {
    const value = query.get(param);
    if (value !== null) passed[attribute] = value;
  }
  return passed;
}
