import type { ElementContract } from './element-contract';

export const rxDocumentsContract = { attributes: { view: 'string', srUuid: 'string', signerUuid: 'string', docId: 'string' }, events: ['rx-document-submitted', 'rx-navigate'] } as const satisfies ElementContract;
