import type { ElementContract } from './element-contract';

export const rxEmailVerifyContract = { attributes: {}, events: ['rx-navigate', 'rx-email-verified', 'rx-email-verification-skipped'] } as const satisfies ElementContract;
