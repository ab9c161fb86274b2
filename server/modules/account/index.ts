// The account module's public surface: what other modules may call (eslint/server-layers.js).
export { findOpenRegistrationCode } from './registration.queries';
export { emailSubscribed, normalizeEmail } from './email-preferences.queries';
export { preferenceTokenSigner } from './preference-token';
