import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nativeGroup } from '../../../server/platform/identity/srp/native-mod-pow';
import { g, modPow, N, serverPublicValue, serverSecret, verifierOf, k } from '../../../server/platform/identity/srp/srp-math';

const bigintBelow = (max: bigint) => fc.bigInt({ min: 2n, max: max - 2n });

it("SRP's group is computed through one reusable object of the well-known group", () => {
  expect(nativeGroup(N, g).via).toBe('group object');
  expect(nativeGroup(N, 3n).via).toBe('key objects');
});

describe.each([nativeGroup(N, g), nativeGroup(N, g, { keyObjects: true })])("SRP's exponentiations through OpenSSL ($via) agree with BigInt arithmetic", (group) => {
  it('g^x for the exponents SRP uses (256-bit hashes and random values)', () => {
    fc.assert(
      fc.property(bigintBelow(1n << 256n), (x) => {
        expect(group.generatorPow(x)).toBe(modPow(g, x, N));
        expect(verifierOf(x)).toBe(modPow(g, x, N));
      }),
      { numRuns: 15 },
    );
  });

  it('y^x for any base of the group, and the server values built on them', () => {
    fc.assert(
      fc.property(bigintBelow(N), bigintBelow(1n << 256n), bigintBelow(N), (base, exponent, v) => {
        expect(group.pow(base, exponent)).toBe(modPow(base, exponent, N));
        expect(serverPublicValue(exponent, v)).toBe((k * v + modPow(g, exponent, N)) % N);
        expect(serverSecret(base, v, exponent, exponent)).toBe(modPow((base * modPow(v, exponent, N)) % N, exponent, N));
      }),
      { numRuns: 10 },
    );
  });

  it('the edge values OpenSSL refuses as keys (0, 1, N-1) still compute, in JavaScript', () => {
    for (const A of [1n, N - 1n, N + 1n]) expect(serverSecret(A, 5n, 3n, 7n)).toBe(modPow((A * modPow(5n, 3n, N)) % N, 7n, N));
    expect(verifierOf(1n)).toBe(2n);
  });
});
