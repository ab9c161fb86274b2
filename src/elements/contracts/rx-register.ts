import type { ElementContract } from './element-contract';

export const rxRegisterContract = { attributes: { registrationCode: 'string' }, events: ['rx-navigate', 'rx-registration-completed'] } as const satisfies ElementContract;
