import type { ResourcesConfig } from 'aws-amplify';

/**
 * aws-amplify (about 36 KB gzip) is loaded on demand: when a form first needs the identity
 * provider, or when the token refresher finds a session to refresh. Nothing here imports it
 * statically, so an element's first screen never waits for it.
 */
type AmplifyAuth = typeof import('aws-amplify/auth');
type AmplifyCore = typeof import('aws-amplify');

let loading: Promise<[AmplifyCore, AmplifyAuth]> | undefined;
let loaded: AmplifyCore | undefined;
/** The Cognito settings asked for before the library was there; applied as soon as it is. */
let pendingCognito: NonNullable<ResourcesConfig['Auth']> | undefined;

function apply(core: AmplifyCore, cognito: NonNullable<ResourcesConfig['Auth']>): void {
  core.Amplify.configure({ ...core.Amplify.getConfig(), Auth: cognito });
}

function load(): Promise<[AmplifyCore, AmplifyAuth]> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth')]).then(
    (modules) => {
      loaded = modules[0];
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
  const [core, auth] = await load();
  if (pendingCognito) {
    apply(core, pendingCognito);
    pendingCognito = undefined;
  }
  return auth;
}
