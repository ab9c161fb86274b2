import { registerNamespace } from '../i18n/i18n';
import en from '../../../locales/en/address.json';
import es from '../../../locales/es/address.json';

/** The `address` namespace, registered once when the address components load. */
export const ADDRESS_NAMESPACE = 'address';

registerNamespace(ADDRESS_NAMESPACE, { en, es });
