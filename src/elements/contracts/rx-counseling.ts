import type { ElementContract } from './element-contract';

export const rxCounselingContract = { attributes: { eventId: 'string' }, events: ['rx-navigate'] } as const satisfies ElementContract;
