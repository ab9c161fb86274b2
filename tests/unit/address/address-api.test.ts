import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAddress, addressListKey, addressListQuery, addressWritePath, fetchAddresses } from '../../../src/core/address/api/addresses';
import { ADDRESS_VERIFY_CACHE_MS, verifyAddress, verifyAddressQuery } from '../../../src/core/address/api/verify-address';
import { ApiError } from '../../../src/core/api/api-error';
import type { Address, AddressCreatePayload, AddressVerifyResponse } from '../../../src/domain/patient/address.schema';
import { createHttpClient, type HttpClient } from '../../../src/core/api/http-client';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function clientAnswering(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const client: HttpClient = createHttpClient({
    apiBase: 'https://api.example.test/api',
    getToken: () => 'header.e30.sig',
    onSessionExpired: () => undefined,
    fetch: async (input, init) => {
      const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, calls };
}

const address: Address = {
  addrId: 9,
  street: '1520 Spruce Street',
  street2: 'Apt 4B',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
  country: 'US',
  addressType: 'Home',
  primaryAddress: 0,
  shippingAddress: 1,
  billingAddress: 0,
  locationName: null,
  cpId: null,
  inRefill: 0,
  isPickup: 0,
};

const payload: AddressCreatePayload = {
  u_id: 41,
  isPrimary: 0,
  isShipping: 1,
  isBilling: 0,
  addressType: 'Home',
  address: [
    { name: 'street', value: '1520 Spruce Street' },
    { name: 'street_2', value: 'Apt 4B' },
    { name: 'city', value: 'Philadelphia' },
    { name: 'state', value: 'PA' },
    { name: 'zip', value: '19102' },
  ],
};

const verified: AddressVerifyResponse = {
  valid: true,
  address: { street: '1520 Spruce Street', street2: null, city: 'Philadelphia', state: 'PA', zip: '19102' },
  reason: null,
};

afterEach(() => vi.useRealTimers());

describe('address calls', () => {
  it('lists the addresses with GET /user/address?u_id', async () => {
    const { client, calls } = clientAnswering(() => ({ status: 200, body: { addresses: [address] } }));
    expect(await fetchAddresses(client, 41)).toEqual([address]);
    expect(calls).toEqual([{ url: 'https://api.example.test/api/user/address?u_id=41', method: 'GET', body: undefined }]);
  });

  it('offers the list as query options under a stable key', async () => {
    const { client } = clientAnswering(() => ({ status: 200, body: { addresses: [address] } }));
    const options = addressListQuery(client, 41);
    expect(options.queryKey).toEqual(['address', 'list', 41]);
    expect(addressListKey(41)).toEqual(addressListKey(41));
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(options)).toEqual([address]);
    expect(queryClient.getQueryData(addressListKey(41))).toEqual([address]);
  });

  it('treats a list answer without addresses as empty', async () => {
    const { client } = clientAnswering(() => ({ status: 200, body: {} }));
    expect(await fetchAddresses(client, 41)).toEqual([]);
  });

  it('adds with POST /v2/user/address and answers the saved address', async () => {
    const { client, calls } = clientAnswering(() => ({ status: 200, body: { address } }));
    expect(await addAddress(client, payload)).toEqual(address);
    expect(calls).toEqual([{ url: 'https://api.example.test/api/v2/user/address', method: 'POST', body: payload }]);
  });

  it('uses the legacy path in the care-program variant', () => {
    expect(addressWritePath('care-program')).toBe('/user/address');
    expect(addressWritePath('standard')).toBe('/v2/user/address');
    expect(addressWritePath('home-only')).toBe('/v2/user/address');
  });

  it('rejects a refused save with the server reason', async () => {
    const { client } = clientAnswering(() => ({ status: 400, body: { error: 'Bad Request', message: 'body/address: ZIP code 00000 does not exist' } }));
    const error = await addAddress(client, payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).reason).toBe('body/address: ZIP code 00000 does not exist');
  });

  it('verifies with POST /address/verify', async () => {
    const { client, calls } = clientAnswering(() => ({ status: 200, body: verified }));
    const request = { street: '1520 Spruce Street', street2: null, city: 'Philadelphia', state: 'PA', zip: '19102' };
    expect(await verifyAddress(client, request)).toEqual(verified);
    expect(calls).toEqual([{ url: 'https://api.example.test/api/address/verify', method: 'POST', body: request }]);
  });

  it('caches a verification for 600 s under the normalized address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, calls } = clientAnswering(() => ({ status: 200, body: verified }));
    const queryClient = new QueryClient();
    const request = { street: '1520 Spruce Street', street2: null, city: 'Philadelphia', state: 'PA', zip: '19102' };
    const options = verifyAddressQuery(client, request);
    expect(options.staleTime).toBe(ADDRESS_VERIFY_CACHE_MS);
    expect(ADDRESS_VERIFY_CACHE_MS).toBe(600_000);

    await queryClient.fetchQuery(options);
    await queryClient.fetchQuery(verifyAddressQuery(client, { ...request, street: '1520 SPRUCE street', city: 'philadelphia ' }));
    expect(calls).toHaveLength(1);

    vi.setSystemTime(Date.now() + 599_000);
    await queryClient.fetchQuery(verifyAddressQuery(client, request));
    expect(calls).toHaveLength(1);

    vi.setSystemTime(Date.now() + 2_000);
    await queryClient.fetchQuery(verifyAddressQuery(client, request));
    expect(calls).toHaveLength(2);

    await queryClient.fetchQuery(verifyAddressQuery(client, { ...request, zip: '19103' }));
    expect(calls).toHaveLength(3);
  });

  it('does not cache a failed verification', async () => {
    let status = 500;
    const { client, calls } = clientAnswering(() => ({ status, body: status === 200 ? verified : { message: 'down' } }));
    const queryClient = new QueryClient();
    const request = { street: '1 Main St', street2: null, city: 'Philadelphia', state: 'PA', zip: '19102' };
    await expect(queryClient.fetchQuery(verifyAddressQuery(client, request))).rejects.toBeInstanceOf(ApiError);
    status = 200;
    expect(await queryClient.fetchQuery(verifyAddressQuery(client, request))).toEqual(verified);
    expect(calls).toHaveLength(2);
  });
});
