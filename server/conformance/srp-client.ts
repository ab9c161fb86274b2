import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * aws-amplify's own SRP client helpers (not part of its public API, so loaded by file path):
 * the kit (and the identity tests, tests/server/identity/support/amplify-srp.ts) compute the
 * password claim exactly as the browser does.
 */
interface AmplifyBigInteger {
  toString(radix: number): string;
}
interface AuthenticationHelper {
  A: AmplifyBigInteger;
  getPasswordAuthenticationKey(input: {
    username: string;
    password: string;
    serverBValue: AmplifyBigInteger;
    salt: AmplifyBigInteger;
  }): Promise<Uint8Array>;
}
interface SrpHelpers {
  getAuthenticationHelper(userPoolName: string): Promise<AuthenticationHelper>;
  getNowString(): string;
  getSignatureString(input: {
    userPoolName: string;
    username: string;
    challengeParameters: Record<string, string>;
    dateNow: string;
    hkdf: Uint8Array;
  }): string;
}

const require = createRequire(import.meta.url);
const amplifyRoot = path.dirname(require.resolve('aws-amplify/package.json'));
const authRequire = createRequire(path.join(amplifyRoot, 'package.json'));
const authRoot = path.dirname(authRequire.resolve('@aws-amplify/auth/package.json'));
const srpDir = path.join(authRoot, 'dist/esm/providers/cognito/utils/srp');

let loaded: Promise<{ srp: SrpHelpers; BigInteger: new (value: string, radix: number) => AmplifyBigInteger }> | undefined;
function load() {
  loaded ??= Promise.all([
    import(pathToFileURL(path.join(srpDir, 'index.mjs')).href) as Promise<SrpHelpers>,
    import(pathToFileURL(path.join(srpDir, 'BigInteger/index.mjs')).href) as Promise<{
      BigInteger: new (value: string, radix: number) => AmplifyBigInteger;
    }>,
  ]).then(([srp, big]) => ({ srp, BigInteger: big.BigInteger }));
  return loaded;
}

/** The client's side of USER_SRP_AUTH: SRP_A first, then the PASSWORD_VERIFIER answer. */
export async function startSrp(userPoolId: string) {
  const { srp, BigInteger } = await load();
  const userPoolName = userPoolId.split('_')[1] ?? '';
  const helper = await srp.getAuthenticationHelper(userPoolName);
  return {
    srpA: helper.A.toString(16),
    async answer(challenge: Record<string, string>, password: string) {
      const username = challenge.USER_ID_FOR_SRP ?? '';
      const hkdf = await helper.getPasswordAuthenticationKey({
        username,
        password,
        serverBValue: new BigInteger(challenge.SRP_B ?? '', 16),
        salt: new BigInteger(challenge.SALT ?? '', 16),
      });
      const dateNow = srp.getNowString();
      return {
        USERNAME: username,
        PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK ?? '',
        TIMESTAMP: dateNow,
        PASSWORD_CLAIM_SIGNATURE: srp.getSignatureString({ userPoolName, username, challengeParameters: challenge, dateNow, hkdf }),
      };
    },
  };
}
