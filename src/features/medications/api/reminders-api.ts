import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type {
  ClearRefillReminderPayload,
  RefillRemindersResponse,
  SetRefillReminderPayload,
  SetRefillReminderResponse,
} from '../../../domain/reminders/refill-reminder.schema';

/** GET /user/medications/reminders?u_id: the caller's refill reminders and how they are delivered. */
export async function fetchReminders(client: HttpClient, uId: number): Promise<RefillRemindersResponse> {
  const { body } = await client.request<RefillRemindersResponse>('/user/medications/reminders', { query: { u_id: uId } });
  if (!body || !Array.isArray(body.reminders)) throw new Error('Unexpected reminders answer');
  return body;
}

export const remindersKey = (uId: number) => ['medications', 'reminders', uId] as const;
export const remindersQuery = (client: HttpClient, uId: number) => queryOptions({ queryKey: remindersKey(uId), queryFn: () => fetchReminders(client, uId) });

/** PUT /user/medications/reminder: turns a reminder on or changes it. */
export async function saveReminder(client: HttpClient, payload: SetRefillReminderPayload): Promise<SetRefillReminderResponse> {
  const { body } = await client.request<SetRefillReminderResponse>('/user/medications/reminder', { method: 'PUT', body: payload });
  return body;
}

/** DELETE /user/medications/reminder: turns a reminder off. */
export async function clearReminder(client: HttpClient, payload: ClearRefillReminderPayload): Promise<void> {
  await client.request('/user/medications/reminder', { method: 'DELETE', body: payload });
}
