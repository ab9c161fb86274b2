import type { ElementContract } from './element-contract';

export const rxProfileContract = { attributes: { initialOption: 'number', activityId: 'number' }, events: ['rx-navigate', 'rx-signed-out'] } as const satisfies ElementContract;
