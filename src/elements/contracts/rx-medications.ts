import type { ElementContract } from './element-contract';

export const rxMedicationsContract = { attributes: {}, events: ['rx-navigate', 'rx-refill-reminder-changed'] } as const satisfies ElementContract;
