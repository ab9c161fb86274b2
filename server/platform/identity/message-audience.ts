import { hostMatches } from '../../../src/domain/brand/brand-entry';
import type { BrandsFile } from '../../../src/domain/brand/brands-file.schema';
import type { IdentityPatientRecords } from './patient-records';
import { attributeValue, type StoredUser } from './cognito-local';
import type { MessageLocale } from './identity-messages';
import { subOf } from './users';

/**
 * ClientMetadata keys the identity reads when it writes a code's message (Cognito's
 * ClientMetadata: string values the caller passes with SignUp, ForgotPassword, …):
 * - `locale`: the patient's language (`es`, `es-MX`, `en`, …);
 * - `brand`: the brand's key in the brands file, or its id;
 * - `rx:pageHost`: set by the identity endpoint itself from the request's Origin (else Host), never
 *   taken from the client: the brand whose `hosts` list the page's host.
 */
export const PAGE_HOST_METADATA = 'rx:pageHost';

/** One brand of the brands file: its name, logo and e-mail sender are the message's. */
export type MessageBrand = BrandsFile['brands'][number];

/** In whose language and under which brand a code's message goes. */
export interface MessageAudience {
  locale: MessageLocale;
  brand: MessageBrand;
}

/** The facts the server has when a code is sent. */
export interface AudienceFacts {
  /** The patient record of the identity user, once there is one: its language and brand. */
  patient?: { locale: string | null; brandId: number } | null;
  /** The identity user's own `locale` attribute (Cognito's standard attribute). */
  userLocale?: string;
  clientMetadata?: Record<string, string>;
}

/** `es`, `es-MX`, `es_US` → es; `en…` → en; anything else: not one of ours. */
export function messageLocaleOf(value: string | undefined): MessageLocale | undefined {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'es' || language === 'en' ? language : undefined;
}

/** The first language of an Accept-Language header that the messages are written in. */
export function localeOfAcceptLanguage(header: string | undefined): MessageLocale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { locale: messageLocaleOf(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.locale !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale;
}

function brandOf(brands: BrandsFile, value: string | undefined): MessageBrand | undefined {
  if (!value) return undefined;
  return brands.brands.find((brand) => brand.key === value || (/^\d+$/.test(value) && brand.id === Number(value)));
}

function brandOfHost(brands: BrandsFile, host: string | undefined): MessageBrand | undefined {
  if (!host) return undefined;
  return brands.brands.find((brand) => (brand.hosts ?? []).some((pattern) => hostMatches(host, pattern)));
}

/**
 * The language and brand of a code's message. The patient record wins (its language is the one
 * the portal last showed the patient, its brand the one the patient registered with); before there
 * is one (a sign-up), the user's `locale` attribute or the caller's ClientMetadata, and the brand
 * the caller names or the page's host belongs to; else English and the default brand.
 */
export function messageAudience(facts: AudienceFacts, brands: BrandsFile): MessageAudience {
  const metadata = facts.clientMetadata ?? {};
  const locale = messageLocaleOf(facts.patient?.locale ?? undefined) ?? messageLocaleOf(facts.userLocale) ?? messageLocaleOf(metadata.locale) ?? 'en';
  const brand =
    (facts.patient ? brandOf(brands, String(facts.patient.brandId)) : undefined) ??
    brandOf(brands, metadata.brand) ??
    brandOfHost(brands, metadata[PAGE_HOST_METADATA]) ??
    brands.brands.find((entry) => entry.key === 'default')!;
  return { locale, brand };
}

/** What the server knows of an identity user's language and brand: its patient record and attributes. */
export async function audienceFacts(patientRecords: IdentityPatientRecords, user: StoredUser, clientMetadata: Record<string, string> | undefined): Promise<AudienceFacts> {
  return { patient: await patientRecords.audienceOf(subOf(user)), userLocale: attributeValue(user, 'locale'), clientMetadata };
}
