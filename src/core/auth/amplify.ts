import type { ResourcesConfig } from 'aws-amplify';
import { identityKeyValueStorage } from '../storage/identity-storage';

/**
 * aws-amplify (about 36 KB gzip) is loaded on demand: when a form first needs the identity
 * provider, or when the token refresher finds a session to refresh. Nothing here imports it
 * statically, so an element's first screen never waits for it.
 */
type AmplifyAuth = typeof import('aws-amplify/auth');
type AmplifyCore = typeof import('aws-amplify');
type AmplifyCognito = typeof import('aws-amplify/auth/cognito');

let loading: Promise<[AmplifyCore, AmplifyAuth, AmplifyCognito]> | undefined;
let loaded: [AmplifyCore, AmplifyAuth, AmplifyCognito] | undefined;
const tokenStorage = identityKeyValueStorage();
/** The Cognito settings asked for before the library was there; applied as soon as it is. */
let pendingCognito: NonNullable<ResourcesConfig['Auth']> | undefined;

/**
 * Every `Amplify.configure` puts aws-amplify's default token storage (`localStorage`) back, so
 * the tokens' storage is set again right after it, before any token is read or written.
 */
function apply([core, , cognitoModule]: [AmplifyCore, AmplifyAuth, AmplifyCognito], cognito: NonNullable<ResourcesConfig['Auth']>): void {
  core.Amplify.configure({ ...core.Amplify.getConfig(), Auth: cognito });
  cognitoModule.cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenStorage);
}

function load(): Promise<[AmplifyCore, AmplifyAuth, AmplifyCognito]> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), import('aws-amplify/auth/cognito')]).then(
    (modules) => {
      // Before anything configures it: aws-amplify's own default storage is never used.
      modules[2].cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenStorage);
      loaded = modules;
      return modules;
    },
    (error: unknown) => {
      loading = undefined; // a failed download may succeed on the next attempt
      throw error;
    },
  );
  return loading;
}

/** Starts the download early (e.g. when the password field gets focus); errors surface later. */
export function preloadAmplify(): void {
  load().catch(() => undefined);
}

/** Configures Amplify's Cognito settings now if it is loaded, otherwise on load. */
export function configureAmplifyAuth(cognito: NonNullable<ResourcesConfig['Auth']>): void {
  if (loaded) {
    pendingCognito = undefined;
    apply(loaded, cognito);
  } else pendingCognito = cognito;
}

/** aws-amplify/auth, loaded and configured with the latest settings. */
export async function amplifyAuth(): Promise<AmplifyAuth> {
  const modules = await load();
  if (pendingCognito) {
    apply(modules, pendingCognito);
    pendingCognito = undefined;
  }
  return modules[1];
}
