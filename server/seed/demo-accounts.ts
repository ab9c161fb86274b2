import type { AddressType } from '../../src/domain/patient/address.schema';
import type { ActivityType } from '../../src/domain/patient/activity.schema';
import type { RefillScenario } from '../modules/refill/refill.seed';
import type { DemoRefillReminder } from '../modules/reminders/reminders.seed';

/**
 * The demo patients: one per access path of the portal, each with a realistic profile. Every
 * account's password is DEMO_PASSWORD except the one that must change its temporary password.
 * Each identity user gets a random sub, stored on its patient row (tests read it from there to
 * mint tokens). Never seeded in production.
 */
export const DEMO_PASSWORD = 'Demo#Pass2024';
export const TEMPORARY_PASSWORD = 'Temp#Pass2024';
/** Base32 secret of the authenticator-app account (add it to any TOTP app, or read /api/dev/outbox). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoInsurance {
  planName: string;
  planType?: string;
  memberId: string;
  personCode?: string;
  bin: string;
  pcn: string;
  group: string;
  isPrimary: boolean;
}

export interface DemoAddress {
  street: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  addressType: AddressType;
  primary?: boolean;
  shipping?: boolean;
  billing?: boolean;
  locationName?: string;
  /** Linked to this care provider (by name): locked for the patient. */
  careProvider?: string;
  inRefill?: boolean;
  isPickup?: boolean;
}

export interface DemoAccount {
  username: string;
  password: string;
  pool: 'standard' | 'basic';
  companyId: number;
  brandId: number;
  /** What signing in with this account shows. */
  demonstrates: string;
  identity: { confirmed: boolean; mfa?: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA'; totpSecret?: string; mustChangePassword?: boolean };
  fname: string;
  lname: string;
  dob: string;
  gender: string;
  email?: string;
  phone?: string;
  locale?: 'en' | 'es';
  consent?: boolean;
  emailVerified?: boolean;
  /** 0 to map (needs careGroups), 1 mapped by the pharmacy. Default 1. */
  groupsMapped?: 0 | 1 | 3;
  preferredContact?: -1 | 0 | 1 | 3;
  textConsent?: boolean;
  insurance: DemoInsurance[];
  addresses: DemoAddress[];
  contacts: { contactName: string; contactDetail: string; phone?: string; email?: string }[];
  medications: { medicationName: string; dosage: string; description: string; notes?: string }[];
  allergies: { medicationName: string; dosage: string; description: string; notes?: string }[];
  activities: { activityName: string; activityType: ActivityType; dueInDays?: number; referenceId?: number }[];
  careGroups: { drugName: string; gpi: string; options: { diseaseId: number; diseaseName: string; gIds: number[] }[]; assessmentReady: boolean }[];
  /** Prescriptions, refill requests, orders and assessments (server/modules/refill/refill.seed.ts). */
  refill?: RefillScenario;
  /** The standard counseling items (server/modules/counseling/counseling.seed.ts); a counseling activity of the same name points at its item. */
  counseling?: boolean;
  /** The demo discount card (server/modules/discount-card/discount-card.seed.ts). */
  discountCard?: boolean;
  /** Refill reminders turned on, seeded with the patient (server/modules/reminders/reminders.seed.ts). */
  refillReminders?: DemoRefillReminder[];
}

const bluePpo: DemoInsurance = {
  planName: 'Blue Horizon PPO',
  memberId: 'BHP4477120931',
  bin: '610014',
  pcn: 'BHRX',
  group: 'GRP88120',
  isPrimary: true,
};
const medicarePartD: DemoInsurance = {
  planName: 'Medicare Part D - Summit Rx',
  memberId: 'MDP20931877',
  bin: '004336',
  pcn: 'MEDDADV',
  group: 'RX8820',
  isPrimary: false,
};

export const riversideClinic: DemoAddress = {
  street: '300 South Broad Street',
  street2: 'Suite 410',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
  addressType: 'Clinic',
  locationName: 'Riverside Rheumatology Clinic',
  careProvider: 'Dr. Maya Chen',
  isPickup: true,
};

/** The pharmacy's own counter, where refills may be picked up. */
/** The profile lists of an account that starts with none: contacts, medications, allergies, activities, care groups. */
export const NO_PROFILE_LISTS = { contacts: [], medications: [], allergies: [], activities: [], careGroups: [] } satisfies Partial<DemoAccount>;

/** The home of the development patients a test makes (the modules' *.dev.ts). */
export const devPatientHome: DemoAddress = { street: '1520 Spruce Street', street2: 'Apt 2A', city: 'Philadelphia', state: 'PA', zip: '19102', addressType: 'Home', primary: true, shipping: true, billing: true };

export const riversidePickup: DemoAddress = {
  street: '1601 Walnut Street',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19103',
  addressType: 'Other',
  locationName: 'Riverside Pharmacy - Center City',
  isPickup: true,
};

const commonMedications = [
  { medicationName: 'Lisinopril', dosage: '10 mg tablet', description: 'Once daily in the morning' },
  { medicationName: 'Vitamin D3', dosage: '2000 IU capsule', description: 'Once daily with food', notes: 'Over the counter' },
];
const commonAllergies = [{ medicationName: 'Penicillin', dosage: 'Severe', description: 'Hives and swelling', notes: 'Reaction in 2015' }];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'pat.demo@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 1,
    demonstrates:
      'Plain sign-in with e-mail and password; complete profile with insurance, addresses (a clinic linked to a provider, one used by a refill), contacts, medications, allergies and conversations; ' +
      'prescriptions for every refill case (cold chain, no instructions, pharmacy-only, low and no refills, an assessment to complete first, not yet due) and no order in progress',
    identity: { confirmed: true },
    fname: 'Pat',
    lname: 'Morgan',
    dob: '1979-03-14',
    gender: 'Female',
    phone: '+12155550123',
    consent: true,
    emailVerified: true,
    preferredContact: 3,
    textConsent: true,
    insurance: [bluePpo, medicarePartD],
    addresses: [
      { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102', addressType: 'Home', primary: true, shipping: true, billing: true },
      { street: '2 Penn Center Plaza', city: 'Philadelphia', state: 'PA', zip: '19102', addressType: 'Office', inRefill: true, shipping: true },
      riversideClinic,
    ],
    contacts: [
      { contactName: 'Chris Morgan', contactDetail: 'Spouse, emergency contact', phone: '+12155550177', email: 'chris.morgan@example.com' },
      { contactName: 'Dr. Ana Ruiz', contactDetail: 'Primary care physician', phone: '+12155550188' },
    ],
    medications: commonMedications,
    allergies: commonAllergies,
    activities: [],
    careGroups: [],
    refill: 'wizard',
  },
  {
    username: '+12155550101',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 2,
    demonstrates: 'Phone-number username with SMS multi-factor: the code lands in the outbox (/api/dev/outbox)',
    identity: { confirmed: true, mfa: 'SMS_MFA' },
    fname: 'Sam',
    lname: 'Patel',
    dob: '1985-11-02',
    gender: 'Male',
    email: 'sam.patel@example.com',
    consent: true,
    emailVerified: true,
    preferredContact: 1,
    textConsent: true,
    insurance: [{ ...bluePpo, memberId: 'BHP4477550101' }],
    addresses: [{ street: '233 South 6th Street', city: 'Philadelphia', state: 'PA', zip: '19106', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [{ contactName: 'Nina Patel', contactDetail: 'Sister', phone: '+12155550155' }],
    medications: [{ medicationName: 'Humira Pen', dosage: '40 mg/0.4 mL', description: 'Every other week' }],
    allergies: [],
    activities: [],
    careGroups: [],
  },
  {
    username: 'alex.totp@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 2,
    brandId: 3,
    demonstrates: `Authenticator-app multi-factor (TOTP secret ${DEMO_TOTP_SECRET}); care-program variant, groups already mapped`,
    identity: { confirmed: true, mfa: 'SOFTWARE_TOKEN_MFA', totpSecret: DEMO_TOTP_SECRET },
    fname: 'Alex',
    lname: 'Kim',
    dob: '1992-07-21',
    gender: 'Non-binary',
    phone: '+13125550144',
    consent: true,
    emailVerified: true,
    preferredContact: 0,
    insurance: [{ ...bluePpo, planType: 'Commercial', memberId: 'BHP9981203344' }],
    addresses: [{ street: '401 North Wabash Avenue', street2: 'Unit 12C', city: 'Chicago', state: 'IL', zip: '60611', addressType: 'Apartment', primary: true, shipping: true, billing: true }],
    contacts: [],
    medications: [{ medicationName: 'Metformin', dosage: '500 mg tablet', description: 'Twice daily with meals' }],
    allergies: [{ medicationName: 'Sulfa drugs', dosage: 'Moderate', description: 'Rash' }],
    activities: [],
    careGroups: [],
  },
  {
    username: 'una.unconfirmed@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 1,
    demonstrates: 'Unconfirmed account: sign-in asks to confirm; the confirmation code is in the outbox',
    identity: { confirmed: false },
    fname: 'Una',
    lname: 'Becker',
    dob: '1990-01-30',
    gender: 'Female',
    consent: true,
    emailVerified: false,
    insurance: [],
    addresses: [{ street: '1800 Arch Street', city: 'Philadelphia', state: 'PA', zip: '19103', addressType: 'Home', primary: true, shipping: true }],
    contacts: [],
    medications: [],
    allergies: [],
    activities: [],
    careGroups: [],
  },
  {
    username: 'nora.newpass@example.com',
    password: TEMPORARY_PASSWORD,
    pool: 'standard',
    companyId: 3,
    brandId: 5,
    demonstrates: 'New password required at first sign-in (temporary password); home-only variant',
    identity: { confirmed: true, mustChangePassword: true },
    fname: 'Nora',
    lname: 'Jensen',
    dob: '1958-09-09',
    gender: 'Female',
    phone: '+16145550166',
    consent: true,
    emailVerified: true,
    preferredContact: 0,
    insurance: [{ ...medicarePartD, isPrimary: true, personCode: '01' }],
    addresses: [{ street: '55 East Long Street', city: 'Columbus', state: 'OH', zip: '43215', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [{ contactName: 'Erik Jensen', contactDetail: 'Son, caregiver', phone: '+16145550167', email: 'erik.jensen@example.com' }],
    medications: commonMedications,
    allergies: [],
    activities: [],
    careGroups: [],
  },
  {
    username: 'carl.noconsent@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 4,
    demonstrates: 'No consent yet: routed to /consent after sign-in; his mobile number opted out of texts (409 when asking for texts)',
    identity: { confirmed: true },
    fname: 'Carl',
    lname: 'Nguyen',
    dob: '1971-05-18',
    gender: 'Male',
    phone: '+15555550199',
    consent: false,
    emailVerified: true,
    preferredContact: 0,
    insurance: [{ ...bluePpo, memberId: 'BHP1100447721' }],
    addresses: [{ street: '1500 Marilla Street', city: 'Dallas', state: 'TX', zip: '75201', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [],
    medications: [],
    allergies: commonAllergies,
    activities: [],
    careGroups: [],
  },
  {
    username: 'evan.unverified@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 1,
    demonstrates: 'E-mail not verified: routed to /email-verify after sign-in',
    identity: { confirmed: true },
    fname: 'Evan',
    lname: 'Walsh',
    dob: '1983-12-01',
    gender: 'Male',
    phone: '+12155550145',
    consent: true,
    emailVerified: false,
    insurance: [],
    addresses: [{ street: '1 Logan Square', city: 'Philadelphia', state: 'PA', zip: '19103', addressType: 'Home', primary: true, shipping: true }],
    contacts: [],
    medications: [],
    allergies: [],
    activities: [],
    careGroups: [],
  },
  {
    username: 'maria.demo@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 1,
    demonstrates: 'Pending activities on home: confirm address details, add missing insurance, an assessment due, counseling to review',
    identity: { confirmed: true },
    fname: 'María',
    lname: 'González',
    dob: '1966-08-25',
    gender: 'Female',
    phone: '+12155550133',
    locale: 'es',
    consent: true,
    emailVerified: true,
    preferredContact: 0,
    insurance: [],
    addresses: [{ street: '2601 Pennsylvania Avenue', city: 'Philadelphia', state: 'PA', zip: '19130', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [{ contactName: 'Lucía González', contactDetail: 'Daughter', email: 'lucia.gonzalez@example.com' }],
    medications: [{ medicationName: 'Atorvastatin', dosage: '20 mg tablet', description: 'Once daily at bedtime' }],
    allergies: [{ medicationName: 'Latex', dosage: 'Mild', description: 'Itching' }],
    activities: [
      { activityName: 'fill address details', activityType: 'address' },
      { activityName: 'insurance change', activityType: 'insurance' },
      { activityName: 'Medication Adherence Check-in', activityType: 'clinical', dueInDays: 5, referenceId: 5001 },
      { activityName: 'Your new medication guide', activityType: 'counseling' },
    ],
    careGroups: [],
    counseling: true,
  },
  {
    username: 'grace.careprog@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 2,
    brandId: 3,
    demonstrates: 'Care groups to map: routed to /care-programs after sign-in (care-program variant)',
    identity: { confirmed: true },
    fname: 'Grace',
    lname: 'Okonkwo',
    dob: '1975-02-11',
    gender: 'Female',
    phone: '+13125550177',
    consent: true,
    emailVerified: true,
    groupsMapped: 0,
    preferredContact: 0,
    insurance: [{ ...bluePpo, planType: 'Commercial', memberId: 'BHP5500123498' }],
    addresses: [{ street: '233 South Wacker Drive', city: 'Chicago', state: 'IL', zip: '60606', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [],
    medications: [],
    allergies: [],
    activities: [],
    careGroups: [
      {
        drugName: 'Enbrel SureClick',
        gpi: '6627001500D5',
        assessmentReady: true,
        options: [
          { diseaseId: 11, diseaseName: 'Rheumatoid arthritis', gIds: [101] },
          { diseaseId: 12, diseaseName: 'Psoriatic arthritis', gIds: [102] },
          { diseaseId: 13, diseaseName: 'Plaque psoriasis', gIds: [103] },
        ],
      },
      {
        drugName: 'Ozempic Pen',
        gpi: '2717005000D2',
        assessmentReady: false,
        options: [
          { diseaseId: 21, diseaseName: 'Type 2 diabetes', gIds: [201] },
          { diseaseId: 22, diseaseName: 'Weight management', gIds: [202, 203] },
        ],
      },
    ],
  },
  {
    username: 'link.basic@example.com',
    password: DEMO_PASSWORD,
    pool: 'basic',
    companyId: 1,
    brandId: 1,
    demonstrates: 'Auth-link user of the basic pool (/login?auth=…): modules allowed for basic sessions only',
    identity: { confirmed: true },
    fname: 'Lee',
    lname: 'Brennan',
    dob: '1968-10-05',
    gender: 'Male',
    phone: '+12155550112',
    consent: true,
    emailVerified: true,
    preferredContact: 0,
    insurance: [{ ...bluePpo, memberId: 'BHP7700112233' }],
    addresses: [{ street: '1601 Market Street', city: 'Philadelphia', state: 'PA', zip: '19103', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [],
    medications: [],
    allergies: [],
    activities: [],
    careGroups: [],
  },
  {
    username: 'hannah.home@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 3,
    brandId: 5,
    demonstrates: 'Home-only variant: one Home address, person code on insurance, changes through support; a discount card to redeem',
    identity: { confirmed: true },
    fname: 'Hannah',
    lname: 'Schmidt',
    dob: '1949-06-30',
    gender: 'Female',
    phone: '+16145550122',
    consent: true,
    emailVerified: true,
    preferredContact: 3,
    textConsent: true,
    insurance: [{ planName: 'HomeWell Advantage', memberId: 'HWA30022871', personCode: '02', bin: '015581', pcn: 'HWADV', group: 'HW2020', isPrimary: true }],
    addresses: [{ street: '88 East Broad Street', city: 'Columbus', state: 'OH', zip: '43215', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [{ contactName: 'Paul Schmidt', contactDetail: 'Husband', phone: '+16145550123' }],
    medications: [{ medicationName: 'Eliquis', dosage: '5 mg tablet', description: 'Twice daily' }],
    allergies: [{ medicationName: 'Codeine', dosage: 'Moderate', description: 'Nausea and dizziness' }],
    activities: [],
    careGroups: [],
    discountCard: true,
  },
  {
    username: 'riley.refill@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 1,
    demonstrates:
      'An active refill order: the refill page shows the active-order notice and the read-only view; a requested refill still editable, ' +
      'one the pharmacy is processing, and past shipments with billing and tracking',
    identity: { confirmed: true },
    fname: 'Riley',
    lname: 'Brooks',
    dob: '1987-02-17',
    gender: 'Non-binary',
    phone: '+12155550166',
    consent: true,
    emailVerified: true,
    preferredContact: 0,
    insurance: [{ ...bluePpo, memberId: 'BHP6600331245' }, { ...medicarePartD, memberId: 'MDP20931877' }],
    addresses: [
      { street: '2200 Benjamin Franklin Parkway', city: 'Philadelphia', state: 'PA', zip: '19130', addressType: 'Home', primary: true, shipping: true, billing: true },
      riversidePickup,
    ],
    ...NO_PROFILE_LISTS,
    refill: 'active-order',
  },
  {
    username: 'morgan.tracker@example.com',
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 1,
    demonstrates:
      'The medication screen and order history in every state: a prescription per tracker step and error, one to schedule, one to edit, ' +
      'pending and inactive ones, refill alerts, a refill reminder turned on (Rinvoq, 3 days before its refill date), ' +
      'and orders of every status with every payment type, shipped 89 and 91 days ago',
    identity: { confirmed: true },
    fname: 'Morgan',
    lname: 'Tracker',
    dob: '1979-08-21',
    gender: 'Female',
    phone: '+12155550177',
    consent: true,
    emailVerified: true,
    preferredContact: 0,
    insurance: [{ ...bluePpo, memberId: 'BHP7700441256' }],
    addresses: [{ street: '410 Pine Street', city: 'Philadelphia', state: 'PA', zip: '19106', addressType: 'Home', primary: true, shipping: true, billing: true }, riversidePickup],
    contacts: [],
    medications: [{ medicationName: 'Vitamin D3', dosage: '1000 IU capsule', description: 'Once daily' }],
    allergies: [],
    activities: [],
    careGroups: [],
    refill: 'medications',
    refillReminders: [{ rxNumber: '7014010', leadDays: 3, timeZone: 'America/New_York' }],
  },
];

/** Registration codes for the register page; RX-DEMO-USED shows the "already used" path. */
export const DEMO_REGISTRATION_CODES = [
  { code: 'RX-DEMO-1001', companyId: 1, brandId: 1, fname: 'Jamie', lname: 'Rivera', dob: '1988-04-12', email: 'jamie.rivera@example.com', phone: null, usernameType: 'email', forceUsernamePhone: false, used: false },
  { code: 'RX-DEMO-1002', companyId: 1, brandId: 2, fname: 'Luis', lname: 'Ortega', dob: '1977-09-03', email: null, phone: '+12155550142', usernameType: 'phone', forceUsernamePhone: true, used: false },
  { code: 'RX-DEMO-2001', companyId: 1, brandId: 4, fname: 'Dana', lname: 'Brooks', dob: '1995-12-19', email: 'dana.brooks@example.com', phone: '+12145550119', usernameType: 'email', forceUsernamePhone: false, used: false },
  { code: 'RX-DEMO-3001', companyId: 2, brandId: 3, fname: 'Omar', lname: 'Haddad', dob: '1981-03-27', email: 'omar.haddad@example.com', phone: null, usernameType: 'email', forceUsernamePhone: false, used: false },
  { code: 'RX-DEMO-USED', companyId: 1, brandId: 1, fname: 'Ivy', lname: 'Chen', dob: '1990-06-06', email: 'ivy.chen@example.com', phone: null, usernameType: 'email', forceUsernamePhone: false, used: true },
] as const;
