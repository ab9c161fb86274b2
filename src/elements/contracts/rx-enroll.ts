import type { ElementContract } from './element-contract';

export const rxEnrollContract = { attributes: { enrollmentCode: 'string', mobileNumber: 'string' }, events: ['rx-enrollment-requested', 'rx-navigate'] } as const satisfies ElementContract;
