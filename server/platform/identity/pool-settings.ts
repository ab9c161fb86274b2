import type { IdentityConfig, PoolConfig } from '../auth/identity-config';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../src/domain/account/password-rules';
import type { AppClient, Context, PasswordPolicy, Services, UserPoolOptions } from './cognito-local';

/** Spec 01 §5: 10 to 63 characters with lower case, upper case, digit and symbol (63 is checked by the policy module). */
export const PASSWORD_POLICY: Required<Omit<PasswordPolicy, 'TemporaryPasswordValidityDays'>> & { MaximumLength: number } = {
  MinimumLength: PASSWORD_MIN,
  MaximumLength: PASSWORD_MAX,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
};

export const TOKEN_LIFETIMES = { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 } as const;

/**
 * Both pools sign in with an e-mail address or a phone number (+1…) as the username, as
 * Cognito's "username attributes": the stored username is the user's `sub`, so a patient can
 * change the e-mail or phone they sign in with.
 */
export function userPoolOptions(pool: PoolConfig): UserPoolOptions {
  return {
    Id: pool.userPoolId,
    Name: `rx-${pool.name}`,
    UsernameAttributes: ['email', 'phone_number'],
    AutoVerifiedAttributes: ['email', 'phone_number'],
    // A new e-mail or phone takes effect once its code is verified: until then the old one signs in.
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email', 'phone_number'] },
    MfaConfiguration: 'OPTIONAL',
    SoftwareTokenMfaConfiguration: { Enabled: true },
    Policies: {
      PasswordPolicy: {
        MinimumLength: PASSWORD_POLICY.MinimumLength,
        RequireUppercase: true,
        RequireLowercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
        TemporaryPasswordValidityDays: 7,
      },
    },
  };
}

export function appClient(pool: PoolConfig, now: Date): AppClient {
  return {
    UserPoolId: pool.userPoolId,
    ClientId: pool.clientId,
    ClientName: `rx-widgets-${pool.name}`,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    IdTokenValidity: TOKEN_LIFETIMES.idTokenMinutes,
    AccessTokenValidity: TOKEN_LIFETIMES.accessTokenMinutes,
    RefreshTokenValidity: TOKEN_LIFETIMES.refreshTokenDays,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    PreventUserExistenceErrors: 'ENABLED',
    EnableTokenRevocation: true,
  };
}

/** Creates or updates the two pools and their app clients; safe to run at every start. */
export async function ensurePools(ctx: Context, services: Services, config: IdentityConfig): Promise<void> {
  const existing = new Set((await services.cognito.listUserPools(ctx)).map((pool) => pool.Id));
  for (const pool of Object.values(config.pools)) {
    const options = userPoolOptions(pool);
    if (!existing.has(pool.userPoolId)) await services.cognito.createUserPool(ctx, options);
    const userPool = await services.cognito.getUserPool(ctx, pool.userPoolId);
    await userPool.updateOptions(ctx, { ...userPool.options, ...options });
    await userPool.saveAppClient(ctx, appClient(pool, services.clock.get()));
  }
}
