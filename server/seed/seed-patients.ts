import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { activities, additionalContacts, additionalMedications, addresses, allergies, careGroupMappings, insurance, patients } from '../modules/patient/patient.tables';
import { careProviders } from '../modules/messaging/messaging.tables';
import { seedCounseling } from '../modules/counseling/counseling.seed';
import { seedDiscountCard } from '../modules/discount-card/discount-card.seed';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { seedRefillReminders } from '../modules/reminders/reminders.seed';
import { hasPrescriptions, seedRefillScenario } from '../modules/refill/refill.seed';
import { seedSurveyEvents } from '../modules/survey/survey.seed';

/**
 * Creates (or finds) the identity user of a demo account and answers its sub; `existingSub` is
 * the sub of the account's patient row, if it has one, for an identity store that was reset.
 */
export type EnsureIdentityUser = (account: DemoAccount, existingSub?: string) => Promise<{ sub: string }>;

/**
 * Inserts the demo patients that are missing, each with its profile data, and creates their
 * identity users. A patient that exists already is left as it is (the demo may have changed it).
 */
export async function seedDemoPatients(db: Database, ensureIdentityUser: EnsureIdentityUser, now: Date): Promise<void> {
  const providerIds = await careProviderIds(db);
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ uId: patients.uId, sub: patients.cognitoSub })
      .from(patients)
      .where(and(eq(patients.pool, account.pool), sql`lower(${patients.username}) = lower(${account.username})`));
    const { sub } = await ensureIdentityUser(account, existing?.sub ?? undefined);
    await db.transaction(async (tx) => {
      if (existing) {
        // The identity user may predate the patient row (a reset database).
        if (existing.sub !== sub) await tx.update(patients).set({ cognitoSub: sub }).where(eq(patients.uId, existing.uId));
        await seedRefillData(tx, existing.uId, account, now);
        if (account.counseling) await seedCounseling(tx, existing.uId, now);
        if (account.discountCard) await seedDiscountCard(tx, existing.uId, now);
        await seedSurveyEvents(tx, existing.uId);
        return;
      }
      const uId = await insertPatient(tx, account, sub, now);
      await insertProfile(tx, uId, account, providerIds, now);
      await seedRefillData(tx, uId, account, now);
      // Only with a new patient: a reminder the demo turned off stays off after a restart.
      await seedRefillReminders(tx, uId, account.refillReminders ?? [], now);
      if (account.counseling) await seedCounseling(tx, uId, now);
      if (account.discountCard) await seedDiscountCard(tx, uId, now);
      await seedSurveyEvents(tx, uId);
    });
  }
}

async function careProviderIds(db: Database): Promise<Map<string, number>> {
  const names = [...new Set(DEMO_ACCOUNTS.flatMap((account) => account.addresses.flatMap((address) => address.careProvider ?? [])))];
  if (names.length === 0) return new Map();
  const rows = await db.select({ cpId: careProviders.cpId, name: careProviders.name }).from(careProviders).where(inArray(careProviders.name, names));
  return new Map(rows.map((row) => [row.name, row.cpId]));
}

export async function insertPatient(tx: Database, account: DemoAccount, sub: string, now: Date): Promise<number> {
  const usernameType = account.username.startsWith('+') ? 'phone' : 'email';
  const email = usernameType === 'email' ? account.username : (account.email ?? null);
  const phone = usernameType === 'phone' ? account.username : (account.phone ?? null);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const [row] = await tx
    .insert(patients)
    .values({
      cognitoSub: sub,
      pool: account.pool,
      username: account.username,
      usernameType,
      companyId: account.companyId,
      brandId: account.brandId,
      fname: account.fname,
      lname: account.lname,
      dob: account.dob,
      gender: account.gender,
      email,
      phone,
      locale: account.locale ?? 'en',
      timezone: -300,
      consentDate: account.consent === false ? null : daysAgo(120),
      emailVerified: account.emailVerified === false ? 0 : 1,
      groupsMapped: account.groupsMapped ?? 1,
      preferredContact: account.preferredContact ?? -1,
      textConsentDate: account.textConsent ? daysAgo(118) : null,
      lastLogin: account.consent === false ? null : daysAgo(6),
      mfaStatus: account.identity.mfa ?? 'NOMFA',
      createdAt: daysAgo(120),
    })
    .returning({ uId: patients.uId });
  return row!.uId;
}

export async function insertProfile(tx: Database, uId: number, account: DemoAccount, providerIds: Map<string, number>, now: Date): Promise<void> {
  if (account.insurance.length > 0) {
    await tx.insert(insurance).values(
      account.insurance.map((entry) => ({
        uId,
        planType: entry.planType ?? null,
        planName: entry.planName,
        memberId: entry.memberId,
        personCode: entry.personCode ?? null,
        bin: entry.bin,
        pcn: entry.pcn,
        group: entry.group,
        isPrimary: entry.isPrimary,
      })),
    );
  }
  if (account.addresses.length > 0) {
    const flag = (value: boolean | undefined) => (value ? 1 : 0) as 0 | 1;
    await tx.insert(addresses).values(
      account.addresses.map((address) => ({
        uId,
        street: address.street,
        street2: address.street2 ?? null,
        city: address.city,
        state: address.state,
        zip: address.zip,
        addressType: address.addressType,
        primaryAddress: flag(address.primary),
        shippingAddress: flag(address.shipping),
        billingAddress: flag(address.billing),
        locationName: address.locationName ?? null,
        cpId: address.careProvider ? (providerIds.get(address.careProvider) ?? null) : null,
        inRefill: flag(address.inRefill),
        isPickup: flag(address.isPickup),
      })),
    );
  }
  if (account.contacts.length > 0) {
    await tx.insert(additionalContacts).values(
      account.contacts.map((contact) => ({ uId, ...contact, phone: contact.phone ?? null, email: contact.email ?? null })),
    );
  }
  if (account.medications.length > 0) {
    await tx.insert(additionalMedications).values(account.medications.map((medication) => ({ uId, ...medication, notes: medication.notes ?? null })));
  }
  if (account.allergies.length > 0) {
    await tx.insert(allergies).values(account.allergies.map((allergy) => ({ uId, ...allergy, notes: allergy.notes ?? null })));
  }
  if (account.activities.length > 0) {
    await tx.insert(activities).values(
      account.activities.map((activity) => ({
        uId,
        activityName: activity.activityName,
        activityType: activity.activityType,
        dueDate: activity.dueInDays === undefined ? null : new Date(now.getTime() + activity.dueInDays * 86_400_000).toISOString().slice(0, 10),
        referenceId: activity.referenceId ?? null,
      })),
    );
  }
  if (account.careGroups.length > 0) {
    await tx.insert(careGroupMappings).values(
      account.careGroups.map((group) => ({
        uId,
        drugName: group.drugName,
        gpi: group.gpi,
        options: group.options,
        assessmentReady: group.assessmentReady,
        groupAssessmentReady: false,
      })),
    );
  }
}

/**
 * The account's prescriptions, requests, orders and assessments, unless the patient has
 * prescriptions already. Past shipments go to the address a refill uses (if the account has one),
 * the others to the primary address.
 */
export async function seedRefillData(tx: Database, uId: number, account: Pick<DemoAccount, 'refill'>, now: Date): Promise<void> {
  if (!account.refill || (await hasPrescriptions(tx, uId))) return;
  const rows = await tx
    .select({ addrId: addresses.addrId, primaryAddress: addresses.primaryAddress, inRefill: addresses.inRefill, isPickup: addresses.isPickup })
    .from(addresses)
    .where(eq(addresses.uId, uId))
    .orderBy(asc(addresses.addrId));
  const home = rows.find((row) => row.primaryAddress === 1) ?? rows.find((row) => row.isPickup === 0);
  if (!home) return;
  const history = rows.find((row) => row.inRefill === 1 && row.isPickup === 0);
  const pickup = rows.find((row) => row.isPickup === 1);
  await seedRefillScenario(tx, uId, account.refill, { history: history?.addrId ?? null, home: home.addrId, pickup: pickup?.addrId ?? null }, now);
}
