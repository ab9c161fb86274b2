import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { CareGroupMappingResponse } from '../../../domain/patient/care-program.schema';

/** GET /care-groups/mapping: how many care programs the patient's drugs map to (404: none). */
export async function fetchCareProgramCount(client: HttpClient, uId: number): Promise<number> {
  const { status, body } = await client.request<CareGroupMappingResponse>('/care-groups/mapping', { query: { u_id: uId }, expectedStatus: [200, 404] });
  return status === 404 ? 0 : body.careGroupMapping.length;
}

export const careProgramCountQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: ['settings', 'care-programs', uId], queryFn: () => fetchCareProgramCount(client, uId) });
