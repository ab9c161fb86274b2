import type { ElementContract } from './element-contract';

export const rxChatContract = { attributes: { convId: 'string', convIdFromLink: 'property' }, events: ['rx-unread-changed', 'rx-navigate'] } as const satisfies ElementContract;
