import type { BrandAlert, BrandInfo } from '../../../domain/company/brand-info.schema';

/** The pharmacy's street address as lines: street, then "City, ST 12345", then the country outside the US. */
export function addressLines(brand: Pick<BrandInfo, 'street' | 'city' | 'state' | 'zip' | 'country'>): string[] {
  const cityLine = [brand.city, [brand.state, brand.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [brand.street, cityLine, brand.country && brand.country !== 'US' ? brand.country : ''].filter((line) => line.trim().length > 0);
}

/** An alert's date as MM/DD/YY in the reader's time zone (spec 02 §9); null when unreadable. */
export function alertDate(createdDate: string): string | null {
  const time = new Date(createdDate);
  if (Number.isNaN(time.getTime())) return null;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(time.getMonth() + 1)}/${two(time.getDate())}/${two(time.getFullYear() % 100)}`;
}

/** Newest first, whatever order they arrive in. */
export function newestAlertsFirst(alerts: readonly BrandAlert[]): BrandAlert[] {
  return [...alerts].sort((a, b) => (Date.parse(b.createdDate) || 0) - (Date.parse(a.createdDate) || 0));
}

/** A mailto: link target. */
export const mailtoHref = (email: string) => `mailto:${email.trim()}`;
