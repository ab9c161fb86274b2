import type { MainContact } from '../../../src/domain/common/common.schema';
import type { SupportRequestPayload } from '../../../src/domain/company/support.schema';
import type { Database } from '../../platform/db/database';
import { accountRecoveryRequests, supportRequests } from './account.tables';
import { patientByUsername } from '../patient';

export async function insertSupportRequest(db: Database, request: SupportRequestPayload): Promise<number> {
  const [row] = await db
    .insert(supportRequests)
    .values({
      uId: request.u_id,
      reason: request.reason,
      relatingTo: request.relatingTo,
      relatingModule: request.relatingModule,
      additionalDetails: request.additionalDetails.trim(),
    })
    .returning({ requestId: supportRequests.requestId });
  return row!.requestId;
}

/** Stores a lost-device recovery request, linked to the patient when the contact is a known username. */
export async function insertAccountRecoveryRequest(db: Database, contact: MainContact): Promise<{ requestId: number; uId: number | null }> {
  const value = contact.type === 'email' ? contact.value.trim().toLowerCase() : contact.value;
  const patient = await patientByUsername(db, value);
  const [row] = await db
    .insert(accountRecoveryRequests)
    .values({ contactType: contact.type, contactValue: value, uId: patient?.uId ?? null })
    .returning({ requestId: accountRecoveryRequests.requestId });
  return { requestId: row!.requestId, uId: patient?.uId ?? null };
}
