import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../../domain/messaging/conversation.schema';
import { providerSummary, truncate } from '../model/conversation-list';

/** "Name, Name" or "Name, Name and N others", cut at 25 characters (spec 01 §2). */
export function useProviderLine(): (conversation: Pick<Conversation, 'careProviders'>) => string {
  const { t } = useTranslation('chat');
  return (conversation) => {
    const { names, others } = providerSummary(conversation);
    const shown = names.join(', ');
    return others > 0 ? t('providers.withOthers', { names: truncate(shown), count: others }) : truncate(shown);
  };
}
