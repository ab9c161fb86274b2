import { useMutation, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { CareGroupMapping, CareGroupMappingResponse, CareGroupsPayload, CareGroupsResponse } from '../../../domain/patient/care-program.schema';
import type { UserUpdateResponse } from '../../../domain/account/user.schema';

/** GET /care-groups/mapping: the patient's drugs and their options; null when there is nothing to map (404). */
export async function fetchCareGroupMapping(client: HttpClient, uId: number): Promise<CareGroupMapping[] | null> {
  const { status, body } = await client.request<CareGroupMappingResponse>('/care-groups/mapping', { query: { u_id: uId }, expectedStatus: [200, 404] });
  return status === 404 ? null : body.careGroupMapping;
}

export function useCareGroupMapping(uId: number) {
  const client = useHttpClient();
  return useQuery({ queryKey: ['care-programs', 'mapping', uId], queryFn: () => fetchCareGroupMapping(client, uId) });
}

/** Spec 01 §3: groups_mapped 2 once the patient saved a mapping, 3 when there is nothing to map. */
export async function setGroupsMapped(client: HttpClient, uId: number, value: 2 | 3): Promise<UserUpdateResponse> {
  const { body } = await client.request<UserUpdateResponse>('/user', { method: 'PUT', body: { u_id: uId, userData: [{ Name: 'groups_mapped', Value: value }] } });
  return body;
}

/** POST /v2/patient/care-groups, then groups_mapped 2 (spec 02 §7). */
export function useSaveCareGroups(uId: number) {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['care-programs', 'save', uId],
    mutationFn: async (choice: Omit<CareGroupsPayload, 'u_id'>) => {
      const payload: CareGroupsPayload = { u_id: uId, ...choice };
      const { body } = await client.request<CareGroupsResponse>('/v2/patient/care-groups', { method: 'POST', body: payload });
      const updated = await setGroupsMapped(client, uId, 2);
      return { gIds: body.gIds, user: updated.user };
    },
  });
}
