import type { CompanyVariant } from '../../src/domain/company/company-module.schema';
import { PrescriptionStatus, VectorStatus } from '../../src/domain/medication/statuses';

/** Module ids in the order spec 01 §3 lists them. */
export const MODULES = [
  { modId: 1, name: 'Assessments', description: 'Guided assessments (surveys)' },
  { modId: 2, name: 'Document', description: 'Documents and signing' },
  { modId: 3, name: 'Refill', description: 'Refill and delivery scheduling' },
  { modId: 4, name: 'CompanyInfo', description: 'Pharmacy information and updates' },
  { modId: 5, name: 'Messaging', description: 'Messages with the care team' },
  { modId: 6, name: 'Medication', description: 'Medication list and tracker' },
  { modId: 7, name: 'OrderHistory', description: 'Past shipments, billing and tracking' },
  { modId: 8, name: 'WEB_Counseling', description: 'Counseling items' },
  { modId: 9, name: 'MFA', description: 'Multi-factor sign-in' },
  { modId: 10, name: 'DiscountCard', description: 'Redeemable discount card' },
  { modId: 11, name: 'WEB_Insurance', description: 'Insurance on the profile' },
  { modId: 12, name: 'WEB_AdditionalContacts', description: 'Additional contacts on the profile' },
  { modId: 13, name: 'WEB_AdditionalMeds', description: 'Self-reported medications and allergies' },
  { modId: 14, name: 'WEB_MedicationTracker', description: 'Prescription tracker in the medication views' },
] as const;

export type ModuleName = (typeof MODULES)[number]['name'];

/** Modules an auth-link (basic pool) session may use. */
export const BASIC_AUTH_MODULES: ReadonlySet<ModuleName> = new Set(['Assessments', 'Document', 'Refill', 'DiscountCard']);

export interface DemoCompany {
  companyId: number;
  name: string;
  variant: CompanyVariant;
  supportNumber: string;
  textSenderNumber: string;
  modules: readonly ModuleName[];
}

const ALL_MODULES = MODULES.map((module) => module.name);

/** Company 0 is the fallback; one company per variant besides it. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    companyId: 0,
    name: 'Rx Portal Pharmacy Services',
    variant: 'standard',
    supportNumber: '1-800-555-0100',
    textSenderNumber: '1-833-555-0100',
    modules: ['Assessments', 'Refill', 'Medication', 'OrderHistory', 'CompanyInfo', 'MFA'],
  },
  {
    companyId: 1,
    name: 'Riverside Pharmacy',
    variant: 'standard',
    supportNumber: '1-800-555-0111',
    textSenderNumber: '1-833-555-0111',
    modules: ALL_MODULES,
  },
  {
    companyId: 2,
    name: 'Lakeshore Care Programs',
    variant: 'care-program',
    supportNumber: '1-800-555-0122',
    textSenderNumber: '1-833-555-0122',
    modules: ALL_MODULES.filter((name) => name !== 'DiscountCard'),
  },
  {
    companyId: 3,
    name: 'HomeWell Delivery',
    variant: 'home-only',
    supportNumber: '1-800-555-0133',
    textSenderNumber: '1-833-555-0133',
    modules: ['Refill', 'CompanyInfo', 'Messaging', 'Medication', 'OrderHistory', 'MFA', 'DiscountCard', 'WEB_Insurance', 'WEB_MedicationTracker'],
  },
];

export interface DemoBrand {
  brandId: number;
  key: 'default' | 'specialty' | 'health-network' | 'warehouse-retail' | 'home-delivery';
  name: string;
  companyName: string;
  supportNumber: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  contactFax: string | null;
  email: string | null;
  timezone: string;
  /** The pharmacy hours note in both languages of the portal. */
  hoursNote: { en: string; es: string } | null;
  /** Weekday (0 = Sunday) -> [open, close]. */
  hours: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, readonly [string, string]>>;
  colours: { primary: string; accent: string };
  planOptions: readonly string[];
  alerts: readonly string[];
}

const WEEKDAYS_9_TO_6 = { 1: ['09:00', '18:00'], 2: ['09:00', '18:00'], 3: ['09:00', '18:00'], 4: ['09:00', '18:00'], 5: ['09:00', '18:00'] } as const;

/** Ids, keys and colours match src/core/brand/brands.ts. */
export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    brandId: 1,
    key: 'default',
    name: 'Rx Portal',
    companyName: 'Rx Portal Pharmacy',
    supportNumber: '1-800-555-0101',
    street: '100 Market Street',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19106',
    contactFax: '1-800-555-0191',
    email: 'care@rxportal.example.com',
    timezone: 'America/New_York',
    hoursNote: { en: 'Closed on federal holidays.', es: 'Cerrado los días festivos federales.' },
    hours: { ...WEEKDAYS_9_TO_6, 6: ['10:00', '14:00'] },
    colours: { primary: '#1f5fa8', accent: '#2a7de1' },
    planOptions: ['Blue Horizon PPO', 'Evergreen Health HMO'],
    alerts: [],
  },
  {
    brandId: 2,
    key: 'specialty',
    name: 'Specialty Pharmacy',
    companyName: 'Summit Specialty Pharmacy',
    supportNumber: '1-800-555-0102',
    street: '2200 Innovation Drive',
    city: 'Nashville',
    state: 'TN',
    zip: '37203',
    contactFax: '1-800-555-0192',
    email: 'specialty@summit.example.com',
    timezone: 'America/Chicago',
    hoursNote: { en: 'A pharmacist is on call 24/7 for urgent questions.', es: 'Un farmacéutico está de guardia las 24 horas, los 7 días, para preguntas urgentes.' },
    hours: { ...WEEKDAYS_9_TO_6, 6: ['09:00', '13:00'] },
    colours: { primary: '#5b2a86', accent: '#8a4fbf' },
    planOptions: ['Blue Horizon PPO', 'Summit Specialty Rx Plan'],
    alerts: [
      'Cold-chain deliveries are not shipped on Fridays during the summer heat advisory.',
      'Our pharmacy will close at 2 PM on the day before Thanksgiving.',
    ],
  },
  {
    brandId: 3,
    key: 'health-network',
    name: 'Health Network Pharmacy',
    companyName: 'Lakeshore Health Network Pharmacy',
    supportNumber: '1-800-555-0103',
    street: '875 North Michigan Avenue',
    city: 'Chicago',
    state: 'IL',
    zip: '60611',
    contactFax: null,
    email: 'pharmacy@lakeshorehealth.example.com',
    timezone: 'America/Chicago',
    hoursNote: null,
    hours: { ...WEEKDAYS_9_TO_6 },
    colours: { primary: '#005a87', accent: '#00857c' },
    planOptions: ['Lakeshore Health Plan', 'Medicare Part D - Prairie Rx'],
    alerts: [],
  },
  {
    brandId: 4,
    key: 'warehouse-retail',
    name: 'Warehouse Specialty Pharmacy',
    companyName: 'Warehouse Club Specialty Pharmacy',
    supportNumber: '1-800-555-0104',
    street: '4500 Commerce Parkway',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    contactFax: '1-800-555-0194',
    email: null,
    timezone: 'America/Chicago',
    hoursNote: { en: 'Member pricing applies to cash prescriptions.', es: 'Los precios para socios se aplican a las recetas pagadas en efectivo.' },
    hours: { ...WEEKDAYS_9_TO_6, 6: ['10:00', '16:00'], 0: ['11:00', '15:00'] },
    colours: { primary: '#b0122a', accent: '#1f4e9c' },
    planOptions: ['Blue Horizon PPO', 'Evergreen Health HMO', 'Medicaid - State Plan', 'Medicare Part D - Summit Rx'],
    alerts: [],
  },
  {
    brandId: 5,
    key: 'home-delivery',
    name: 'Home Delivery Pharmacy',
    companyName: 'HomeWell Home Delivery Pharmacy',
    supportNumber: '1-800-555-0105',
    street: '1200 Riverfront Road',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    contactFax: null,
    email: 'help@homewell.example.com',
    timezone: 'America/New_York',
    hoursNote: { en: 'Deliveries arrive between 9 AM and 8 PM.', es: 'Las entregas llegan entre las 9 a. m. y las 8 p. m.' },
    hours: { 1: ['08:00', '20:00'], 2: ['08:00', '20:00'], 3: ['08:00', '20:00'], 4: ['08:00', '20:00'], 5: ['08:00', '20:00'], 6: ['09:00', '17:00'] },
    colours: { primary: '#1e7a3c', accent: '#2e9e55' },
    planOptions: ['HomeWell Advantage', 'Evergreen Health HMO'],
    alerts: [],
  },
];

/** Mobile numbers that opted out of texts. */
export const BLOCKED_MOBILE_NUMBERS = ['+15555550199', '+15555550198'] as const;

/** Patient-facing names of the refill display statuses; null = not shown to patients. */
export const RX_STATUS_NAMES: readonly { code: number; name: string; en: string | null; es: string | null }[] = [
  { code: PrescriptionStatus.NOT_AVAILABLE, name: 'NOT_AVAILABLE', en: null, es: null },
  { code: PrescriptionStatus.OPEN, name: 'OPEN', en: 'Ready to schedule', es: 'Listo para programar' },
  { code: PrescriptionStatus.REQUESTED, name: 'REQUESTED', en: 'Requested', es: 'Solicitado' },
  { code: PrescriptionStatus.SHIPPED, name: 'SHIPPED', en: 'Shipped', es: 'Enviado' },
  { code: PrescriptionStatus.CANCELLED, name: 'CANCELLED', en: 'Cancelled', es: 'Cancelado' },
  { code: PrescriptionStatus.PROCESSING, name: 'PROCESSING', en: 'Processing', es: 'En proceso' },
  { code: PrescriptionStatus.OPEN_CALL_REQUIRED, name: 'OPEN_CALL_REQUIRED', en: 'Call the pharmacy to refill', es: 'Llame a la farmacia para surtir' },
  { code: PrescriptionStatus.OPEN_ALREADY_EXISTS, name: 'OPEN_ALREADY_EXISTS', en: 'Refill already requested', es: 'Resurtido ya solicitado' },
  { code: PrescriptionStatus.NOT_YET_DUE, name: 'NOT_YET_DUE', en: 'Not yet due', es: 'Aún no corresponde' },
  { code: PrescriptionStatus.ADD_TO_EXISTING_ORDER, name: 'ADD_TO_EXISTING_ORDER', en: 'Added to your next order', es: 'Agregado a su próximo pedido' },
  { code: VectorStatus.REVIEW, name: 'REVIEW', en: 'Pharmacist review', es: 'Revisión del farmacéutico' },
  { code: VectorStatus.CLARIFYING, name: 'CLARIFYING', en: 'Clarifying with your doctor', es: 'Aclarando con su médico' },
  { code: VectorStatus.AUTHORIZING, name: 'AUTHORIZING', en: 'Prior authorization in progress', es: 'Autorización previa en curso' },
  { code: VectorStatus.AUTHORIZING_DONE_SCREENING, name: 'AUTHORIZING_DONE_SCREENING', en: 'Authorization screening done', es: 'Revisión de autorización completada' },
  { code: VectorStatus.PENDING, name: 'PENDING', en: 'Pending', es: 'Pendiente' },
  { code: VectorStatus.PENDING_OUT_OF_REFILLS, name: 'PENDING_OUT_OF_REFILLS', en: 'Awaiting refills from your doctor', es: 'Esperando resurtidos de su médico' },
  { code: VectorStatus.EXPIRED, name: 'EXPIRED', en: 'Expired', es: 'Vencido' },
  { code: VectorStatus.OUT_OF_REFILLS, name: 'OUT_OF_REFILLS', en: 'Out of refills', es: 'Sin resurtidos' },
  { code: VectorStatus.CLOSED, name: 'CLOSED', en: 'Closed', es: 'Cerrado' },
  { code: VectorStatus.AWAITING_NEW_PRESCRIPTION, name: 'AWAITING_NEW_PRESCRIPTION', en: 'Awaiting new prescription', es: 'Esperando nueva receta' },
];
