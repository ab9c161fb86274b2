import type { ElementContract } from './element-contract';

export const rxPortalContract = { attributes: { routing: 'string', basePath: 'string', route: 'string' }, events: ['rx-signed-out', 'rx-route-changed'] } as const satisfies ElementContract;
