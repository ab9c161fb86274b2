import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressListResponse } from '../../../domain/patient/address.schema';
import type { HttpClient } from '../../api/http-client';
import { useHttpClient } from '../../hooks/use-http-client';

// The reads apart from the writes (addresses.ts): a screen that only lists addresses does not download the writes.

/** Query key of a patient's address list; invalidate it after a change made elsewhere. */
export const addressListKey = (uId: number) => ['address', 'list', uId] as const;

/** GET /user/address?u_id -> the patient's addresses, primary first. */
export async function fetchAddresses(client: HttpClient, uId: number): Promise<Address[]> {
  const { body } = await client.request<AddressListResponse>('/user/address', { query: { u_id: uId } });
  return Array.isArray(body?.addresses) ? body.addresses : [];
}

export const addressListQuery = (client: HttpClient, uId: number) =>
  queryOptions({
    queryKey: addressListKey(uId),
    queryFn: () => fetchAddresses(client, uId),
  });

export function useAddressList(uId: number, enabled = true) {
  const client = useHttpClient();
  return useQuery({ ...addressListQuery(client, uId), enabled });
}
