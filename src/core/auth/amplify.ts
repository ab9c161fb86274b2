import type { ResourcesConfig } from 'aws-amplify';

/**
 * aws-amplify (about 36 KB gzip) is loaded on demand: when a form first needs the identity
 * provider, or when the token refresher finds a session to refresh. Nothing here imports it
 * statically, so an element's first screen never waits for it.
 */
type AmplifyLibrary = typeof import('./amplify-library');
type AmplifyAuth = AmplifyLibrary['auth'];

let loading: Promise<AmplifyLibrary> | undefined;
let loaded: AmplifyLibrary | undefined;
/** The Cognito settings asked for before the library was there; applied as soon as it is. */
let pendingCognito: NonNullable<ResourcesConfig['Auth']> | undefined;

/**
 * Every `Amplify.configure` puts aws-amplify's default token storage (`localStorage`) back, so
 * the tokens' storage is set again right after it, before any token is read or written.
 */
function apply(library: AmplifyLibrary, cognito: NonNullable<ResourcesConfig['Auth']>): void {
  library.Amplify.configure({ ...library.Amplify.getConfig(), Auth: cognito });
  library.cognitoUserPoolsTokenProvider.setKeyValueStorage(library.identityKeyValueStorage());
}

function load(): Promise<AmplifyLibrary> {
  loading ??= import('./amplify-library').then(
    (library) => {
      // Before anything configures it: aws-amplify's own default storage is never used.
      library.cognitoUserPoolsTokenProvider.setKeyValueStorage(library.identityKeyValueStorage());
      loaded = library;
      return library;
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
  const library = await load();
  if (pendingCognito) {
    apply(library, pendingCognito);
    pendingCognito = undefined;
  }
  return library.auth;
}
