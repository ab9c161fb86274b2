import type { ElementContract } from './element-contract';

export const rxConsentContract = { attributes: {}, events: ['rx-navigate', 'rx-consent-given', 'rx-signed-out'] } as const satisfies ElementContract;
