import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../core/hooks/use-http-client';

/** One of the patient's lists on the profile, all on one path (spec 01 §7). */
export interface OwnedListApi {
  path: string;
  /** The key of the list in the GET answer. */
  listKey: string;
  /** The id in PUT bodies, and the query name of DELETE. */
  bodyId: string;
  queryId: string;
}

export const CONTACTS: OwnedListApi = { path: '/user/contact', listKey: 'contacts', bodyId: 'contactId', queryId: 'contact_id' };
export const MEDICATIONS: OwnedListApi = { path: '/user/medications/additional', listKey: 'medications', bodyId: 'medId', queryId: 'med_id' };
export const ALLERGIES: OwnedListApi = { path: '/user/medications/allergies', listKey: 'allergyMeds', bodyId: 'allergyId', queryId: 'allergy_id' };
export const INSURANCE: OwnedListApi = { path: '/user/insurance', listKey: 'results', bodyId: 'insuranceId', queryId: 'insurance_id' };

const listKeyOf = (api: OwnedListApi, uId: number) => ['profile', api.path, uId] as const;

/** GET path?u_id -> the list (empty when the answer holds none). */
export function useOwnedList<Item>(api: OwnedListApi, uId: number) {
  const client = useHttpClient();
  return useQuery({
    queryKey: listKeyOf(api, uId),
    queryFn: async () => {
      const { body } = await client.request<Record<string, unknown>>(api.path, { query: { u_id: uId } });
      const list = body?.[api.listKey];
      return (Array.isArray(list) ? list : []) as Item[];
    },
  });
}

/** POST (no id) or PUT (with the id) of one item, DELETE by id; each refetches the list. */
export function useOwnedListWrites(api: OwnedListApi, uId: number) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKeyOf(api, uId) });
  const save = useMutation({
    mutationFn: async ({ id, fields }: { id?: number; fields: Record<string, unknown> }) => {
      const body = id === undefined ? { u_id: uId, ...fields } : { u_id: uId, ...fields, [api.bodyId]: id };
      const answer = await client.request<Record<string, unknown>>(api.path, { method: id === undefined ? 'POST' : 'PUT', body });
      return answer.body;
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await client.request(api.path, { method: 'DELETE', query: { u_id: uId, [api.queryId]: id } });
    },
    onSuccess: refresh,
  });
  return { save, remove };
}
