import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import type { Conversation } from '../../../domain/messaging/conversation.schema';
import { providerNames } from '../model/conversation-list';

/** Every care provider of a group conversation, in full (spec 01 §2). */
export function GroupInfoDialog({ conversation, open, onClose }: { conversation: Conversation; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('group.title')}
      description={conversation.topic}
      closeLabel={t('group.close')}
      footer={<Button onClick={onClose}>{t('group.close')}</Button>}
    >
      <ul part="group-members">
        {providerNames(conversation).map((name, index) => (
          <li key={`${index}:${name}`}>{name}</li>
        ))}
      </ul>
    </Dialog>
  );
}
