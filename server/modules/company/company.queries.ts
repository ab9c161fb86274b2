import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { BrandAlert, BrandInfo } from '../../../src/domain/company/brand-info.schema';
import type { BrandImages, CompanyModule, CompanyVariant } from '../../../src/domain/company/company-module.schema';
import type { PharmacyDayHours } from '../../../src/domain/company/pharmacy-hours.schema';
import type { RxStatusDefinition } from '../../../src/domain/medication/rx-status.schema';
import type { ShippingHoliday, ShippingHolidayLists } from '../../../src/domain/refill/shipping-holiday.schema';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { rememberedPerDatabase } from '../../platform/db/remembered-per-database';
import { DEFAULT_PHARMACY_TIME_ZONE } from '../../../src/domain/company/pharmacy-time-zone';
import { brandAlerts, brands, companies, companyModules, companyTerms, insurancePlanOptions, modules, pharmacyHours, rxStatusDefinitions, shippingHolidays } from './company.tables';

/** The fallback company of module lists, status names and holidays. */
export const FALLBACK_COMPANY_ID = 0;

export async function findCompany(db: Database, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId));
  return row ?? null;
}

/**
 * The company's name, or null for an unknown company. Part of every session read, and set by the
 * partner's configuration: remembered for a minute.
 */
export const companyNameOf = rememberedPerDatabase(
  async (db, companyId: number): Promise<string | null> => {
    const [row] = await companyNameById(db).execute({ companyId });
    return row?.name ?? null;
  },
  { ttlMs: 60_000, max: 10_000 },
);

// Part of every session read: prepared once per database.
const companyNameById = preparedPerDatabase((db) =>
  db.select({ name: companies.name }).from(companies).where(eq(companies.companyId, sql.placeholder('companyId'))).prepare('rx_company_name_by_id'),
);

/** The number a patient of this company texts START or UNSTOP to (the fallback company's when it has none). */
export async function textSenderNumber(db: Database, companyId: number): Promise<string> {
  const [row] = await db
    .select({ number: companies.textSenderNumber })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  if (row) return row.number;
  if (companyId === FALLBACK_COMPANY_ID) throw new Error('The fallback company 0 is missing');
  return textSenderNumber(db, FALLBACK_COMPANY_ID);
}

/** The IANA time zone of the patient's pharmacy (brand). */
export async function pharmacyTimeZoneOf(db: Database, brandId: number): Promise<string> {
  const [row] = await db.select({ timezone: brands.timezone }).from(brands).where(eq(brands.brandId, brandId));
  return row?.timezone ?? DEFAULT_PHARMACY_TIME_ZONE;
}

/** The brand name messages are signed with. */
export async function brandNameOf(db: Database, brandId: number): Promise<string> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.brandId, brandId));
  return row?.name ?? 'Your pharmacy';
}

export async function companyModulesOf(db: Database, companyId: number): Promise<{ modules: CompanyModule[]; variant: CompanyVariant } | null> {
  const company = await findCompany(db, companyId);
  if (!company) return null;
  const rows = await db
    .select({ modId: modules.modId, name: modules.name, description: modules.description, basicAuthAllowed: companyModules.basicAuthAllowed })
    .from(companyModules)
    .innerJoin(modules, eq(modules.modId, companyModules.modId))
    .where(eq(companyModules.companyId, companyId))
    .orderBy(asc(modules.modId));
  return { modules: rows, variant: company.variant };
}

export async function brandImagesOf(db: Database, brandId: number): Promise<BrandImages | null> {
  const [row] = await db.select({ logo: brands.logoPng, favicon: brands.faviconPng }).from(brands).where(eq(brands.brandId, brandId));
  return row ?? null;
}

/** A brand's contact details and hours; the hours note in the locale asked for when the brand has it. */
export async function brandInfoOf(db: Database, brandId: number, locale: 'en' | 'es' = 'en'): Promise<BrandInfo | null> {
  const [brand] = await db.select().from(brands).where(eq(brands.brandId, brandId));
  if (!brand) return null;
  const hours = await db.select().from(pharmacyHours).where(eq(pharmacyHours.brandId, brandId)).orderBy(asc(pharmacyHours.weekday));
  const byDay = new Map(hours.map((row) => [row.weekday, row]));
  const days: PharmacyDayHours[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({
    weekday,
    open: byDay.get(weekday)?.openTime ?? null,
    close: byDay.get(weekday)?.closeTime ?? null,
  }));
  return {
    companyName: brand.companyName,
    supportNumber: brand.supportNumber,
    hours: { timezone: brand.timezone, days, hoursNote: (locale === 'es' ? brand.hoursNoteEs : null) ?? brand.hoursNote },
    addrId: brand.brandId,
    street: brand.street,
    city: brand.city,
    state: brand.state,
    zip: brand.zip,
    country: brand.country,
    contactFax: brand.contactFax,
    email: brand.email,
  };
}

/** Active alerts of a brand for a company (or for all its companies), newest first. */
export async function brandAlertsOf(db: Database, brandId: number, companyId: number): Promise<BrandAlert[]> {
  const rows = await db
    .select({ note: brandAlerts.note, createdAt: brandAlerts.createdAt })
    .from(brandAlerts)
    .where(
      and(
        eq(brandAlerts.brandId, brandId),
        eq(brandAlerts.active, true),
        or(isNull(brandAlerts.companyId), eq(brandAlerts.companyId, companyId)),
      ),
    )
    .orderBy(desc(brandAlerts.createdAt), desc(brandAlerts.alertId));
  return rows.map((row) => ({ note: row.note, createdDate: row.createdAt.toISOString() }));
}

export async function termsOf(db: Database, brandId: number): Promise<{ data: string; fileName: string } | null> {
  const [row] = await db
    .select({ data: companyTerms.pdfBase64, fileName: companyTerms.fileName })
    .from(companyTerms)
    .where(eq(companyTerms.brandId, brandId));
  return row ?? null;
}

/** The company's status names in a language, else the fallback company's; only named statuses. */
export async function rxStatusesOf(db: Database, companyId: number, locale: 'en' | 'es'): Promise<RxStatusDefinition[]> {
  const load = (id: number) =>
    db
      .select()
      .from(rxStatusDefinitions)
      .where(and(eq(rxStatusDefinitions.companyId, id), eq(rxStatusDefinitions.locale, locale)))
      .orderBy(asc(rxStatusDefinitions.statusCode));
  let rows = await load(companyId);
  if (rows.length === 0 && companyId !== FALLBACK_COMPANY_ID) rows = await load(FALLBACK_COMPANY_ID);
  return rows.flatMap((row) =>
    row.patientStatusName
      ? [{ statusCode: row.statusCode, statusName: row.statusName, patientStatusName: row.patientStatusName, description: row.description }]
      : [],
  );
}

/** The company's delivery calendar, else the fallback company's. */
export async function shippingHolidaysOf(db: Database, companyId: number, locale: 'en' | 'es' = 'en'): Promise<ShippingHoliday[]> {
  const load = (id: number) =>
    db.select().from(shippingHolidays).where(eq(shippingHolidays.companyId, id)).orderBy(asc(shippingHolidays.holiday));
  let rows = await load(companyId);
  if (rows.length === 0 && companyId !== FALLBACK_COMPANY_ID) rows = await load(FALLBACK_COMPANY_ID);
  return rows.map(({ companyId: _companyId, nameEs, ...holiday }) => ({ ...holiday, name: (locale === 'es' ? nameEs : null) ?? holiday.name }));
}

/** The delivery calendar as the delivery-date rules read it: four lists of dates. */
export function holidayListsOf(holidays: readonly ShippingHoliday[]): ShippingHolidayLists {
  const datesWhere = (flag: 'isRefrigerated' | 'isStandard' | 'forceAllowRef' | 'forceAllowNonRef') =>
    holidays.filter((holiday) => holiday[flag]).map((holiday) => holiday.holiday);
  return {
    ref: datesWhere('isRefrigerated'),
    nonRef: datesWhere('isStandard'),
    forceAllowRef: datesWhere('forceAllowRef'),
    forceAllowNonRef: datesWhere('forceAllowNonRef'),
  };
}

/** The company's delivery calendar (else the fallback company's) as four lists of dates. */
export async function shippingHolidayListsOf(db: Database, companyId: number): Promise<ShippingHolidayLists> {
  return holidayListsOf(await shippingHolidaysOf(db, companyId));
}

export async function planOptionsOf(db: Database, brandId: number) {
  return db
    .select({ planId: insurancePlanOptions.planId, planName: insurancePlanOptions.planName })
    .from(insurancePlanOptions)
    .where(eq(insurancePlanOptions.brandId, brandId))
    .orderBy(asc(insurancePlanOptions.planName));
}
