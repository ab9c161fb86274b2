import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { uIdQuerySchema } from '../../../src/domain/common/common.schema';
import { patientRouteErrors } from '../../platform/http/shared-responses';
import type { Database } from '../../platform/db/database';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import { textSenderNumber } from '../company';
import { blockedNumberMessage, findPatientRow, isMobileNumberBlocked, updatePatient, type PatientChanges, type PatientRow } from './patient.queries';

/**
 * The one handler over the caller's own patient row, which GET/PUT /user and GET/PUT /patients show
 * in two views (`User`, `Patient`): read in an audited transaction (404 without a row), or read,
 * changed by `change` and answered by `answer` in one.
 */
/** The options of a GET of the caller's own row in one view (GET /user, GET /patients). */
export const ownRecordRoute = <R extends z.ZodType>(entity: 'user' | 'patient', tag: string, summary: string, response: R) => ({
  config: { auth: 'patient', uIdIn: 'query', audit: { action: 'read', entity } } as const,
  schema: { summary, tags: [tag], querystring: uIdQuerySchema, response: { 200: response, ...patientRouteErrors } },
});

export function readOwnRecord<K extends string, T>(db: Database, key: K, find: (tx: Database, uId: number) => Promise<T | null>, missing: string) {
  return async (request: FastifyRequest): Promise<Record<K, T>> => {
    const { uId } = callerOf(request);
    const record = await audited(db, request, (tx) => find(tx, uId), uId);
    if (!record) throw new HttpError(404, missing);
    return { [key]: record } as Record<K, T>;
  };
}

export async function changeOwnRecord<T>(
  db: Database,
  request: FastifyRequest,
  change: (tx: Database, current: PatientRow) => Promise<PatientChanges>,
  answer: (tx: Database, uId: number) => Promise<T>,
): Promise<T> {
  const { uId } = callerOf(request);
  return audited(
    db,
    request,
    async (tx) => {
      await updatePatient(tx, uId, await change(tx, (await findPatientRow(tx, uId))!));
      return answer(tx, uId);
    },
    uId,
  );
}

/** 409 when the mobile number opted out of texts: the message names the number to text START or UNSTOP to. */
export async function refuseBlockedNumber(tx: Database, mobileNumber: string, companyId: number): Promise<void> {
  if (await isMobileNumberBlocked(tx, mobileNumber)) {
    throw new HttpError(409, blockedNumberMessage(mobileNumber, await textSenderNumber(tx, companyId)));
  }
}
