import { describe, expect, it } from 'vitest';
import { routeAttributes } from '../../../../src/features/portal/model/route-attributes';

describe('routeAttributes (what a routed element is given)', () => {
  it("hands on the portal's api-base, brand, company-id and locale, leaving out empty ones", () => {
    expect(routeAttributes({ apiBase: 'https://api.test', brand: 'acme', companyId: 7, locale: 'es' }, '')).toEqual({
      'api-base': 'https://api.test',
      brand: 'acme',
      'company-id': '7',
      locale: 'es',
    });
    expect(routeAttributes({ apiBase: '', brand: '', companyId: '', locale: '' }, '')).toEqual({
      'api-base': undefined,
      brand: undefined,
      'company-id': undefined,
      locale: undefined,
    });
    expect(routeAttributes({ companyId: 0 }, '')['company-id']).toBe('0');
  });

  it("maps the route's query parameters to attributes, only those present", () => {
    const attributes = routeAttributes({}, '?card_id=C-1&other=x&email=', { card_id: 'discount-id', discount_id: 'discount-id', email: 'email' });
    expect(attributes['discount-id']).toBe('C-1');
    expect(attributes.email).toBe('');
    expect(attributes).not.toHaveProperty('other');
  });

  it('lets a query parameter set an attribute the portal also passes', () => {
    expect(routeAttributes({ locale: 'en' }, '?lang=es', { lang: 'locale' }).locale).toBe('es');
  });
});
