import type { ElementContract } from './element-contract';

export const rxRefillContract = { attributes: { refillUpdate: 'property', fromMedication: 'boolean' }, events: ['rx-refill-submitted', 'rx-navigate'] } as const satisfies ElementContract;
