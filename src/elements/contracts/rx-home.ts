import type { ElementContract } from './element-contract';

export const rxHomeContract = { attributes: { initialLogin: 'boolean', alertOnStartup: 'string', redirect: 'string' }, events: ['rx-signed-out', 'rx-navigate'] } as const satisfies ElementContract;
