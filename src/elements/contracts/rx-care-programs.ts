import type { ElementContract } from './element-contract';

export const rxCareProgramsContract = { attributes: {}, events: ['rx-care-groups-saved', 'rx-navigate'] } as const satisfies ElementContract;
