import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '../../../src/domain/patient/address.schema';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { addresses } from './patient.tables';

type AddressRow = typeof addresses.$inferSelect;

function toAddress(row: AddressRow): Address {
  return {
    addrId: row.addrId,
    street: row.street,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    addressType: row.addressType,
    primaryAddress: row.primaryAddress,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    locationName: row.locationName,
    cpId: row.cpId,
    inRefill: row.inRefill,
    isPickup: row.isPickup,
  };
}

export interface AddressFields {
  street: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  addressType: string;
  primaryAddress: 0 | 1;
  shippingAddress: 0 | 1;
  billingAddress: 0 | 1;
}

/** Primary first, then oldest first. */
export async function listAddresses(db: Database, uId: number): Promise<Address[]> {
  const rows = await addressesOfPatient(db).execute({ uId });
  return rows.map(toAddress);
}

// Part of every medication list and address read: prepared once per database.
const addressesOfPatient = preparedPerDatabase((db) =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.uId, sql.placeholder('uId')))
    .orderBy(desc(addresses.primaryAddress), asc(addresses.addrId))
    .prepare('rx_addresses_of_patient'),
);

export async function findAddress(db: Database, uId: number, addrId: number): Promise<Address | null> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.uId, uId), eq(addresses.addrId, addrId)));
  return row ? toAddress(row) : null;
}

export async function countAddresses(db: Database, uId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.uId, uId));
  return Number(row?.count ?? 0);
}

async function clearOtherPrimary(db: Database, uId: number, addrId: number): Promise<void> {
  await db.update(addresses).set({ primaryAddress: 0 }).where(and(eq(addresses.uId, uId), ne(addresses.addrId, addrId)));
}

export async function insertAddress(db: Database, uId: number, fields: AddressFields): Promise<Address> {
  const [row] = await db.insert(addresses).values({ uId, ...fields }).returning();
  if (fields.primaryAddress === 1) await clearOtherPrimary(db, uId, row!.addrId);
  return toAddress(row!);
}

export async function updateAddress(db: Database, uId: number, addrId: number, fields: AddressFields): Promise<Address> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(addresses.uId, uId), eq(addresses.addrId, addrId)))
    .returning();
  if (fields.primaryAddress === 1) await clearOtherPrimary(db, uId, addrId);
  return toAddress(row!);
}

export async function deleteAddress(db: Database, uId: number, addrId: number): Promise<void> {
  await db.delete(addresses).where(and(eq(addresses.uId, uId), eq(addresses.addrId, addrId)));
}

/** Marks one of the patient's addresses as held by a refill request (1), which locks it against change, or free again (0). */
export async function setAddressInRefill(db: Database, uId: number, addrId: number, inRefill: 0 | 1): Promise<void> {
  await db.update(addresses).set({ inRefill }).where(and(eq(addresses.uId, uId), eq(addresses.addrId, addrId)));
}
