import type { PoolName } from '../auth/identity-config';

/**
 * Creates the identity user of a new registration (Cognito SignUp). Errors carry the Cognito
 * name in `name`: UsernameExistsException, InvalidPasswordException, InvalidParameterException.
 */
export type SignUpIdentityUser = (input: {
  pool: PoolName;
  username: string;
  password: string;
  attributes?: Record<string, string>;
  /** Cognito's ClientMetadata: `locale` (en, es) and `brand` (key or id) of the confirmation code's message. */
  clientMetadata?: Record<string, string>;
}) => Promise<{ sub: string }>;
