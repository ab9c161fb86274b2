import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../core/api/api-error';
import type { HttpClient } from '../../../core/api/http-client';
import type { Language } from '../../../core/i18n/i18n';
import type { UserUpdateResponse } from '../../../domain/account/user.schema';
import type { Patient, PatientResponse, PreferredContact, TextConsentBlockListResponse } from '../../../domain/patient/patient.schema';

/** GET /patients: username, contacts, preference and locale. */
export async function fetchPatient(client: HttpClient, uId: number): Promise<Patient> {
  return (await client.request<PatientResponse>('/patients', { query: { u_id: uId } })).body.patient;
}

export const patientQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: ['settings', 'patient', uId], queryFn: () => fetchPatient(client, uId) });

/** What a write answered, for the §8 message mapping: the status and the server's reason. */
export interface WriteOutcome {
  status: number;
  message: string;
  consentThreadCreated?: boolean;
}

async function outcomeOf(call: () => Promise<{ status: number; consentThreadCreated?: boolean }>): Promise<WriteOutcome> {
  try {
    const { status, consentThreadCreated } = await call();
    return { status, message: '', consentThreadCreated };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.reason };
    return { status: 0, message: '' };
  }
}

/** PUT /user with preferred_contact; 409 names the number to text START or UNSTOP to. */
export const savePreferredContact = (client: HttpClient, uId: number, value: PreferredContact) =>
  outcomeOf(async () => {
    const { status, body } = await client.request<UserUpdateResponse>('/user', {
      method: 'PUT',
      body: { u_id: uId, userData: [{ Name: 'preferred_contact', Value: value }] },
    });
    return { status, consentThreadCreated: body.consentThreadCreated };
  });

/** PUT /user with the locale: the language is remembered on the user. */
export const saveLocale = (client: HttpClient, uId: number, locale: Language) =>
  outcomeOf(() => client.request('/user', { method: 'PUT', body: { u_id: uId, userData: [{ Name: 'locale', Value: locale }] } }));

/** PUT /patients with the secondary contact (the one that is not the username). */
export const saveSecondaryContact = (client: HttpClient, uId: number, type: 'email' | 'phone', value: string) =>
  outcomeOf(() => client.request('/patients', { method: 'PUT', body: { u_id: uId, userAttributes: [{ Name: type, Value: value }] } }));

/** PUT /patients/username, once the identity says the new username is verified. */
export const saveUsername = (client: HttpClient, uId: number, type: 'email' | 'phone', value: string) =>
  outcomeOf(() => client.request('/patients/username', { method: 'PUT', body: { u_id: uId, mainContact: { type, value } } }));

/** GET /text-consent/block-list: whether the number opted out of texts, and where to text START. */
export async function checkBlockedNumber(client: HttpClient, uId: number, mobileNumber: string): Promise<TextConsentBlockListResponse> {
  return (await client.request<TextConsentBlockListResponse>('/text-consent/block-list', { query: { u_id: uId, mobileNumber } })).body;
}
