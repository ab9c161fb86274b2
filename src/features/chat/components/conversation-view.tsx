import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { HttpClient } from '../../../core/api/http-client';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { MESSAGE_PAGE_SIZE } from '../../../domain/messaging/message';
import { fetchMessagePage } from '../api/chat-api';
import { providerNames, truncate } from '../model/conversation-list';
import type { ChatState } from '../state/chat-store';
import type { ChatConnection } from '../api/chat-connection';
import { chatStyles } from './chat.styles';
import { GroupInfoDialog } from './group-info-dialog';
import { MessageTimeline } from './message-timeline';
import { useProviderLine } from './provider-summary';
import { SendBox } from './send-box';

const NO_MESSAGES: never[] = [];

interface ConversationViewProps {
  store: StoreApi<ChatState>;
  client: HttpClient;
  chat: ChatConnection;
  convId: number;
  offsetMinutes: number;
  onBack: () => void;
  onLoadError: () => void;
}

/** One conversation: its providers, the messages (paged by 25 from the newest) and the send box. */
export function ConversationView({ store, client, chat, convId, offsetMinutes, onBack, onLoadError }: ConversationViewProps) {
  const { t } = useTranslation('chat');
  const styles = useSheet(chatStyles);
  const providerLine = useProviderLine();
  const uId = useStore(store, (state) => state.uId);
  const conversation = useStore(store, (state) => state.conversations?.find((c) => c.convId === convId));
  const messages = useStore(store, (state) => state.messages[convId] ?? NO_MESSAGES);
  const complete = useStore(store, (state) => state.complete[convId] === true);
  const allPending = useStore(store, (state) => state.pending);
  const pending = useMemo(() => allPending.filter((message) => message.convId === convId), [allPending, convId]);
  const [loading, setLoading] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The parent passes a new onLoadError on each of its renders (every message that arrives):
  // read through a ref so loadEarlier, and the effect below, stay the same for the open conversation.
  const onLoadErrorRef = useRef(onLoadError);
  onLoadErrorRef.current = onLoadError;

  const loadEarlier = useCallback(async () => {
    setLoading(true);
    try {
      const state = store.getState();
      const start = state.loaded[convId] ? (state.messages[convId]?.length ?? 0) : 0;
      const page = await fetchMessagePage(client, uId, convId, start);
      store.getState().addPage(convId, page, page.length < MESSAGE_PAGE_SIZE);
    } catch {
      onLoadErrorRef.current();
    } finally {
      setLoading(false);
    }
  }, [client, convId, store, uId]);

  // Once per opened conversation (the view is keyed by it): focus its title and load its newest
  // page. Never again while it stays open, or focus would leave the send box as messages arrive.
  useEffect(() => {
    if (!store.getState().loaded[convId]) void loadEarlier();
    headingRef.current?.focus();
  }, [convId, loadEarlier, store]);

  const onSeen = useCallback((msgIds: number[]) => chat.markSeen(convId, msgIds), [chat, convId]);
  if (!conversation) return null;
  const several = providerNames(conversation).length > 1;

  return (
    <div part="conversation">
      <div className={styles.header}>
        <Button variant="secondary" part="back-button" onClick={onBack}>
          {t('conversation.back')}
        </Button>
        {several && (
          <Button variant="text" part="group-info-button" onClick={() => setGroupOpen(true)}>
            {t('group.open')}
          </Button>
        )}
      </div>
      <h3 ref={headingRef} tabIndex={-1} part="conversation-title">
        {truncate(conversation.topic)}
      </h3>
      <p className={styles.muted}>{providerLine(conversation)}</p>
      <MessageTimeline
        uId={uId}
        messages={messages}
        pending={pending}
        complete={complete}
        loading={loading}
        offsetMinutes={offsetMinutes}
        onLoadEarlier={() => void loadEarlier()}
        onSeen={onSeen}
        onRetry={chat.retry}
      />
      <SendBox onSend={(body) => chat.send(convId, body)} />
      <GroupInfoDialog conversation={conversation} open={groupOpen} onClose={() => setGroupOpen(false)} />
    </div>
  );
}
