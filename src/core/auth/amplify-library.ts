/**
 * The parts of aws-amplify the widgets use, as one module that amplify.ts loads on demand: the
 * library, its Cognito sign-in functions, and the token provider with the storage we give it.
 */
export { identityKeyValueStorage } from '../storage/identity-storage';
export { Amplify } from 'aws-amplify';
export * as auth from 'aws-amplify/auth';
export { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
