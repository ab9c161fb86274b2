import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { TextField } from '../../../core/ui/text-field';
import type { Conversation } from '../../../domain/messaging/conversation.schema';
import { filterConversations, splitByStarted, truncate } from '../model/conversation-list';
import { chatStyles } from './chat.styles';
import { useDateText } from './date-text';
import { useProviderLine } from './provider-summary';

interface ConversationListProps {
  conversations: Conversation[];
  offsetMinutes: number;
  onOpen: (convId: number) => void;
}

/** Spec 01 §2: the search, then the started conversations (newest first) and the not-started ones. */
export function ConversationList({ conversations, offsetMinutes, onOpen }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const [query, setQuery] = useState('');
  const { started, notStarted } = splitByStarted(filterConversations(conversations, query));
  return (
    <div part="conversation-list">
      <TextField type="search" label={t('search.label')} hint={t('search.hint')} value={query} onValueChange={setQuery} />
      {started.length + notStarted.length === 0 && <p role="status">{query ? t('search.none') : t('empty')}</p>}
      <Section title={t('lists.started')} id="rx-chat-started" items={started} offsetMinutes={offsetMinutes} onOpen={onOpen} />
      <Section title={t('lists.notStarted')} id="rx-chat-not-started" items={notStarted} offsetMinutes={offsetMinutes} onOpen={onOpen} />
    </div>
  );
}

function Section({ title, id, items, offsetMinutes, onOpen }: { title: string; id: string; items: Conversation[]; offsetMinutes: number; onOpen: (convId: number) => void }) {
  const styles = useSheet(chatStyles);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      <ul className={styles.list}>
        {items.map((conversation) => (
          <li key={conversation.convId}>
            <ConversationItem conversation={conversation} offsetMinutes={offsetMinutes} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConversationItem({ conversation, offsetMinutes, onOpen }: { conversation: Conversation; offsetMinutes: number; onOpen: (convId: number) => void }) {
  const { t } = useTranslation('chat');
  const styles = useSheet(chatStyles);
  const providerLine = useProviderLine();
  const dateText = useDateText(offsetMinutes);
  const unread = conversation.unreadMsgCount;
  return (
    <button type="button" part="conversation" className={styles.item} onClick={() => onOpen(conversation.convId)} data-conv-id={conversation.convId}>
      <span className={styles.itemTitle}>{truncate(conversation.topic)}</span>
      <span className={styles.muted}>{conversation.latestTimeStamp ? dateText(conversation.latestTimeStamp) : t('notStartedYet')}</span>
      <span className={styles.muted}>{providerLine(conversation)}</span>
      {unread > 0 ? (
        <span part="unread-badge" className={styles.badge}>
          <span aria-hidden="true">{unread}</span>
          <span className="rx-visually-hidden">{t('unread', { count: unread })}</span>
        </span>
      ) : (
        <span />
      )}
    </button>
  );
}
