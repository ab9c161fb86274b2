import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressCreatePayload, AddressSaveResponse, AddressUpdatePayload } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import type { HttpClient } from '../../api/http-client';
import { useHttpClient } from '../../hooks/use-http-client';
import { addressListKey } from './address-list';

export { addressListKey, addressListQuery, fetchAddresses, useAddressList } from './address-list';

/** The write path: the care-program variant keeps the legacy /user/address (spec 01 §7). */
export const addressWritePath = (variant: CompanyVariant = 'standard') =>
  variant === 'care-program' ? '/user/address' : '/v2/user/address';

/**
 * POST /v2/user/address -> { address }: the saved address as the server stores it (verified again
 * there; a bad address answers 400 with the reason).
 */
export async function addAddress(client: HttpClient, payload: AddressCreatePayload, variant: CompanyVariant = 'standard'): Promise<Address> {
  const { body } = await client.request<AddressSaveResponse>(addressWritePath(variant), { method: 'POST', body: payload });
  return body.address;
}

/** Adds an address and puts it into the cached list of its patient (then refetches the list). */
export function useAddAddress(variant: CompanyVariant = 'standard') {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['address', 'add'],
    mutationFn: (payload: AddressCreatePayload) => addAddress(client, payload, variant),
    onSuccess: (address, payload) => {
      const key = addressListKey(payload.u_id);
      queryClient.setQueryData<Address[]>(key, (list) =>
        list ? [...list.filter((entry) => entry.addrId !== address.addrId), address] : list,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** PUT on the write path -> { address }: a changed address (verified again by the server; 409 when locked). */
export async function updateAddress(client: HttpClient, payload: AddressUpdatePayload, variant: CompanyVariant = 'standard'): Promise<Address> {
  const { body } = await client.request<AddressSaveResponse>(addressWritePath(variant), { method: 'PUT', body: payload });
  return body.address;
}

/** DELETE on the write path with u_id and addr_id (409 for the primary or a locked address). */
export async function removeAddress(client: HttpClient, uId: number, addrId: number, variant: CompanyVariant = 'standard'): Promise<void> {
  await client.request(addressWritePath(variant), { method: 'DELETE', query: { u_id: uId, addr_id: addrId } });
}

/** Adds (no addrId) or changes (addrId) an address, then refetches the patient's list. */
export function useSaveAddress(variant: CompanyVariant = 'standard') {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['address', 'save'],
    mutationFn: (payload: AddressCreatePayload & { addrId?: number }) =>
      payload.addrId === undefined ? addAddress(client, payload, variant) : updateAddress(client, { ...payload, addrId: payload.addrId }, variant),
    onSuccess: (address, payload) => {
      const key = addressListKey(payload.u_id);
      // The saved address shows at once (a screen may select it), then the list is refetched.
      queryClient.setQueryData<Address[]>(key, (list) =>
        list ? [...list.filter((entry) => entry.addrId !== address.addrId), address] : list,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** Removes an address, then refetches the patient's list. */
export function useRemoveAddress(uId: number, variant: CompanyVariant = 'standard') {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['address', 'remove'],
    mutationFn: (addrId: number) => removeAddress(client, uId, addrId, variant),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressListKey(uId) }),
  });
}
