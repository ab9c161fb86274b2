import type { ElementContract } from './element-contract';

export const rxSettingsContract = { attributes: { option: 'string', action: 'string' }, events: ['rx-navigate', 'rx-signed-out'] } as const satisfies ElementContract;
