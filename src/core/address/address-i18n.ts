import { registerNamespace } from '../i18n/i18n';

/** The `address` namespace, registered once when the address components load. */
export const ADDRESS_NAMESPACE = 'address';

registerNamespace(ADDRESS_NAMESPACE);
