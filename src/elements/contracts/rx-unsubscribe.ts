import type { ElementContract } from './element-contract';

export const rxUnsubscribeContract = { attributes: { email: 'string' }, events: ['rx-email-unsubscribed', 'rx-email-resubscribed'] } as const satisfies ElementContract;
