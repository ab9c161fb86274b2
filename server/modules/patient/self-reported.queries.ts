import { and, asc, eq } from 'drizzle-orm';
import type { AdditionalContact } from '../../../src/domain/patient/additional-contact.schema';
import type { AdditionalMedication } from '../../../src/domain/patient/additional-medication.schema';
import type { Allergy } from '../../../src/domain/patient/allergy.schema';
import type { Database } from '../../platform/db/database';
import { additionalContacts, additionalMedications, allergies } from './patient.tables';

/**
 * The patient's own lists on the profile: additional contacts, self-reported medications and
 * allergies. Each write touches only the caller's rows; null / false = no such row of theirs.
 */
export interface OwnedList<Item, Fields> {
  list(db: Database, uId: number): Promise<Item[]>;
  insert(db: Database, uId: number, fields: Fields): Promise<Item>;
  update(db: Database, uId: number, id: number, fields: Fields): Promise<Item | null>;
  remove(db: Database, uId: number, id: number): Promise<boolean>;
}

export type ContactFields = Omit<AdditionalContact, 'contactId'>;
export type MedicationFields = Omit<AdditionalMedication, 'medId'>;
export type AllergyFields = Omit<Allergy, 'allergyId'>;

export const contactList: OwnedList<AdditionalContact, ContactFields> = {
  list: (db, uId) =>
    db
      .select({
        contactId: additionalContacts.contactId,
        contactName: additionalContacts.contactName,
        contactDetail: additionalContacts.contactDetail,
        phone: additionalContacts.phone,
        email: additionalContacts.email,
      })
      .from(additionalContacts)
      .where(eq(additionalContacts.uId, uId))
      .orderBy(asc(additionalContacts.contactId)),
  async insert(db, uId, fields) {
    const [row] = await db.insert(additionalContacts).values({ uId, ...fields }).returning();
    return contactOf(row!);
  },
  async update(db, uId, id, fields) {
    const [row] = await db
      .update(additionalContacts)
      .set(fields)
      .where(and(eq(additionalContacts.uId, uId), eq(additionalContacts.contactId, id)))
      .returning();
    return row ? contactOf(row) : null;
  },
  async remove(db, uId, id) {
    const rows = await db
      .delete(additionalContacts)
      .where(and(eq(additionalContacts.uId, uId), eq(additionalContacts.contactId, id)))
      .returning({ id: additionalContacts.contactId });
    return rows.length > 0;
  },
};

function contactOf(row: typeof additionalContacts.$inferSelect): AdditionalContact {
  return { contactId: row.contactId, contactName: row.contactName, contactDetail: row.contactDetail, phone: row.phone, email: row.email };
}

export const medicationList: OwnedList<AdditionalMedication, MedicationFields> = {
  list: (db, uId) =>
    db
      .select({
        medId: additionalMedications.medId,
        medicationName: additionalMedications.medicationName,
        dosage: additionalMedications.dosage,
        description: additionalMedications.description,
        notes: additionalMedications.notes,
      })
      .from(additionalMedications)
      .where(eq(additionalMedications.uId, uId))
      .orderBy(asc(additionalMedications.medId)),
  async insert(db, uId, fields) {
    const [row] = await db.insert(additionalMedications).values({ uId, ...fields }).returning();
    return medicationOf(row!);
  },
  async update(db, uId, id, fields) {
    const [row] = await db
      .update(additionalMedications)
      .set(fields)
      .where(and(eq(additionalMedications.uId, uId), eq(additionalMedications.medId, id)))
      .returning();
    return row ? medicationOf(row) : null;
  },
  async remove(db, uId, id) {
    const rows = await db
      .delete(additionalMedications)
      .where(and(eq(additionalMedications.uId, uId), eq(additionalMedications.medId, id)))
      .returning({ id: additionalMedications.medId });
    return rows.length > 0;
  },
};

function medicationOf(row: typeof additionalMedications.$inferSelect): AdditionalMedication {
  return { medId: row.medId, medicationName: row.medicationName, dosage: row.dosage, description: row.description, notes: row.notes };
}

export const allergyList: OwnedList<Allergy, AllergyFields> = {
  list: (db, uId) =>
    db
      .select({
        allergyId: allergies.allergyId,
        medicationName: allergies.medicationName,
        dosage: allergies.dosage,
        description: allergies.description,
        notes: allergies.notes,
      })
      .from(allergies)
      .where(eq(allergies.uId, uId))
      .orderBy(asc(allergies.allergyId)),
  async insert(db, uId, fields) {
    const [row] = await db.insert(allergies).values({ uId, ...fields }).returning();
    return allergyOf(row!);
  },
  async update(db, uId, id, fields) {
    const [row] = await db
      .update(allergies)
      .set(fields)
      .where(and(eq(allergies.uId, uId), eq(allergies.allergyId, id)))
      .returning();
    return row ? allergyOf(row) : null;
  },
  async remove(db, uId, id) {
    const rows = await db
      .delete(allergies)
      .where(and(eq(allergies.uId, uId), eq(allergies.allergyId, id)))
      .returning({ id: allergies.allergyId });
    return rows.length > 0;
  },
};

function allergyOf(row: typeof allergies.$inferSelect): Allergy {
  return { allergyId: row.allergyId, medicationName: row.medicationName, dosage: row.dosage, description: row.description, notes: row.notes };
}
