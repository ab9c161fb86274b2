import type { ElementContract } from './element-contract';

export const rxNpsContract = { attributes: {}, events: ['rx-nps-submitted', 'rx-navigate'] } as const satisfies ElementContract;
