import federalHolidays from '@18f/us-federal-holidays';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { brandAlerts, brands, companies, companyModules, companyTerms, insurancePlanOptions, modules, pharmacyHours, rxStatusDefinitions, shippingHolidays } from '../modules/company/company.tables';
import { registrationCodes } from '../modules/account/account.tables';
import { textConsentBlockList } from '../modules/patient/patient.tables';
import { brandImages } from './brand-images';
import { DEMO_REGISTRATION_CODES } from './demo-accounts';
import { BASIC_AUTH_MODULES, BLOCKED_MOBILE_NUMBERS, DEMO_BRANDS, DEMO_COMPANIES, MODULES, RX_STATUS_NAMES } from './reference-data';
import { termsPdfBase64 } from './terms-pdf';

/** Companies, modules, brands (logos, hours, plans, alerts, terms), statuses, holidays, codes. Idempotent. */
export async function seedReferenceData(db: Database, now: Date): Promise<void> {
  await db
    .insert(companies)
    .values(DEMO_COMPANIES.map(({ modules: _modules, ...company }) => company))
    .onConflictDoNothing();
  await db.insert(modules).values([...MODULES]).onConflictDoNothing();
  const moduleId = new Map(MODULES.map((module) => [module.name as string, module.modId]));
  await db
    .insert(companyModules)
    .values(
      DEMO_COMPANIES.flatMap((company) =>
        company.modules.map((name) => ({ companyId: company.companyId, modId: moduleId.get(name)!, basicAuthAllowed: BASIC_AUTH_MODULES.has(name) })),
      ),
    )
    .onConflictDoNothing();

  const presentBrands = new Set((await db.select({ brandId: brands.brandId }).from(brands)).map((row) => row.brandId));
  for (const brand of DEMO_BRANDS.filter((candidate) => !presentBrands.has(candidate.brandId))) {
    const images = brandImages(brand.colours.primary, brand.colours.accent);
    await db.insert(brands).values({
      brandId: brand.brandId,
      key: brand.key,
      name: brand.name,
      companyName: brand.companyName,
      supportNumber: brand.supportNumber,
      street: brand.street,
      city: brand.city,
      state: brand.state,
      zip: brand.zip,
      contactFax: brand.contactFax,
      email: brand.email,
      timezone: brand.timezone,
      hoursNote: brand.hoursNote?.en ?? null,
      hoursNoteEs: brand.hoursNote?.es ?? null,
      logoPng: images.logo,
      faviconPng: images.favicon,
    });
    const hours = Object.entries(brand.hours).map(([weekday, [openTime, closeTime]]) => ({ brandId: brand.brandId, weekday: Number(weekday), openTime, closeTime }));
    if (hours.length > 0) await db.insert(pharmacyHours).values(hours);
    await db.insert(insurancePlanOptions).values(brand.planOptions.map((planName) => ({ brandId: brand.brandId, planName })));
    if (brand.alerts.length > 0) {
      await db.insert(brandAlerts).values(
        brand.alerts.map((note, index) => ({ brandId: brand.brandId, note, createdAt: new Date(now.getTime() - (index + 1) * 3 * 86_400_000) })),
      );
    }
    await db.insert(companyTerms).values({
      brandId: brand.brandId,
      fileName: `terms-${brand.key}.pdf`,
      pdfBase64: await termsPdfBase64(brand.companyName),
    });
  }

  await db
    .insert(rxStatusDefinitions)
    .values(
      RX_STATUS_NAMES.flatMap((status) =>
        (['en', 'es'] as const).map((locale) => ({
          companyId: 0,
          statusCode: status.code,
          locale,
          statusName: status.name,
          patientStatusName: status[locale],
          description: null,
        })),
      ),
    )
    .onConflictDoNothing();

  await db.insert(shippingHolidays).values(holidayRows(now.getUTCFullYear())).onConflictDoNothing();
  await db
    .insert(textConsentBlockList)
    .values(BLOCKED_MOBILE_NUMBERS.map((mobileNumber) => ({ mobileNumber })))
    .onConflictDoNothing();
  await db
    .insert(registrationCodes)
    .values(DEMO_REGISTRATION_CODES.map((code) => ({ ...code })))
    .onConflictDoNothing();
  // Keep the demo's used code used, and reset nothing else.
  await db.execute(sql`UPDATE registration_codes SET used = true WHERE code = 'RX-DEMO-USED' AND NOT used`);
}

/**
 * Company 0's delivery calendar for this year and next: no delivery on US federal holidays
 * (@18f/us-federal-holidays, observed dates), plus two force-allowed days: standard delivery on
 * the Saturday before Christmas and refrigerated delivery on the Monday before Thanksgiving.
 */
function holidayRows(year: number) {
  const rows: (typeof shippingHolidays.$inferInsert)[] = [];
  for (const y of [year, year + 1]) {
    for (const holiday of federalHolidays.allForYear(y)) {
      rows.push({ companyId: 0, holiday: holiday.dateString, name: holiday.name, nameEs: FEDERAL_HOLIDAYS_ES[holiday.name] ?? null, isRefrigerated: true, isStandard: true });
    }
    const christmas = new Date(Date.UTC(y, 11, 25));
    const saturdayBefore = new Date(christmas.getTime() - ((christmas.getUTCDay() + 1) % 7 || 7) * 86_400_000);
    rows.push({ companyId: 0, holiday: isoDate(saturdayBefore), name: 'Holiday Saturday delivery', nameEs: 'Entrega del sábado festivo', forceAllowNonRef: true });
    const thanksgiving = federalHolidays.allForYear(y).find((holiday) => holiday.name.startsWith('Thanksgiving'));
    if (thanksgiving) {
      const mondayBefore = new Date(Date.UTC(y, thanksgiving.date.getUTCMonth(), thanksgiving.date.getUTCDate() - 3));
      rows.push({ companyId: 0, holiday: isoDate(mondayBefore), name: 'Thanksgiving week cold-chain delivery', nameEs: 'Entrega refrigerada de la semana de Acción de Gracias', forceAllowRef: true });
    }
  }
  return rows;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The federal holidays' names in Spanish, keyed by the English names of @18f/us-federal-holidays. */
const FEDERAL_HOLIDAYS_ES: Readonly<Record<string, string>> = {
  "New Year's Day": 'Año Nuevo',
  'Birthday of Martin Luther King, Jr.': 'Natalicio de Martin Luther King, Jr.',
  "Washington's Birthday": 'Natalicio de Washington',
  'Memorial Day': 'Día de los Caídos',
  'Juneteenth National Independence Day': 'Día Nacional de la Independencia de Juneteenth',
  'Independence Day': 'Día de la Independencia',
  'Labor Day': 'Día del Trabajo',
  'Columbus Day': 'Día de Colón',
  'Veterans Day': 'Día de los Veteranos',
  'Thanksgiving Day': 'Día de Acción de Gracias',
  'Christmas Day': 'Navidad',
};
