import type { ElementContract } from './element-contract';

export const rxLoginContract = { attributes: { pool: 'string', notice: 'string', privacyUrl: 'string' }, events: ['rx-signed-in', 'rx-signed-out', 'rx-navigate'] } as const satisfies ElementContract;
