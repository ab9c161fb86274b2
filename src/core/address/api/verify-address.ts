import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AddressVerifyRequest, AddressVerifyResponse } from '../../../domain/patient/address.schema';
import type { HttpClient } from '../../api/http-client';
import { useHttpClient } from '../../hooks/use-http-client';
import { verificationKey } from '../model/address-verification';

/** Verification answers are reused for 600 s (spec 01 §9). */
export const ADDRESS_VERIFY_CACHE_MS = 600_000;

/** POST /address/verify: checks a US postal address; an invalid one comes back with valid=false and the reason. */
export async function verifyAddress(client: HttpClient, request: AddressVerifyRequest): Promise<AddressVerifyResponse> {
  const { body } = await client.request<AddressVerifyResponse>('/address/verify', { method: 'POST', body: request });
  return body;
}

export const addressVerifyKey = (request: AddressVerifyRequest) => ['address', 'verify', verificationKey(request)] as const;

/** The verification of one address, cached by its normalized form for 600 s. */
export const verifyAddressQuery = (client: HttpClient, request: AddressVerifyRequest) =>
  queryOptions({
    queryKey: addressVerifyKey(request),
    queryFn: () => verifyAddress(client, request),
    staleTime: ADDRESS_VERIFY_CACHE_MS,
    gcTime: ADDRESS_VERIFY_CACHE_MS,
    // The patient is waiting on a button: a failure is shown at once and the next submit asks again.
    retry: false,
  });

/** Verifies an address, answering from the cache when the same address was checked in the last 600 s. */
export function useVerifyAddress(): (request: AddressVerifyRequest) => Promise<AddressVerifyResponse> {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useCallback((request) => queryClient.fetchQuery(verifyAddressQuery(client, request)), [client, queryClient]);
}
