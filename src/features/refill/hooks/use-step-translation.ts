import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../core/i18n/i18n';

// The strings of the later steps and dialogs (refill-steps) load with their code, not with the
// first step; the ones the first step shares with them (actions, alerts) stay in refill.
registerNamespace('refill-steps');

/** t for the later steps and dialogs: a key missing from refill-steps is looked up in refill. */
export const useStepTranslation = () => useTranslation(['refill-steps', 'refill'], { nsMode: 'fallback' });
