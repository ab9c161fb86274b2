import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import type { Message } from '../../../domain/messaging/message.schema';
import { timeOfDay } from '../model/date-label';
import { isReadBy, LOAD_MORE_THRESHOLD, type PendingMessage } from '../model/message-timeline';
import { chatStyles } from './chat.styles';
import { MessageBody } from './message-body';
import { useDateText } from './date-text';
import { useSeenMessages } from '../hooks/use-seen-messages';
import { useSettledAtNewest } from '../hooks/use-settled-at-newest';

type Entry = { kind: 'stored'; message: Message } | { kind: 'pending'; message: PendingMessage };

interface TimelineProps {
  uId: number;
  messages: Message[];
  pending: PendingMessage[];
  complete: boolean;
  loading: boolean;
  offsetMinutes: number;
  onLoadEarlier: () => void;
  onSeen: (msgIds: number[]) => void;
  onRetry: (clientMsgId: string) => void;
}

const ESTIMATED_ROW = 72;

const keyOf = (entry: Entry) => (entry.kind === 'stored' ? `m${entry.message.msgId}` : `p${entry.message.clientMsgId}`);
const estimateSize = () => ESTIMATED_ROW;

const isOwn = (entry: Entry | undefined, uId: number) => entry?.kind === 'pending' || (entry?.kind === 'stored' && entry.message.uId === uId);
const NEAR_BOTTOM = 120;

/**
 * The open conversation's messages, oldest at the top, in a virtualised list (only the rows in
 * view are in the DOM, so 10,000 messages scroll like 25). Scrolling near the top loads the
 * previous page; unread messages that have really been on screen are reported through `onSeen`.
 */
export function MessageTimeline({ uId, messages, pending, complete, loading, offsetMinutes, onLoadEarlier, onSeen, onRetry }: TimelineProps) {
  const { t } = useTranslation('chat');
  const styles = useSheet(chatStyles);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Built once per change of the messages, not per scroll frame: a new getItemKey makes the
  // virtualiser recompute the positions of every row (10,000 of them in a long conversation).
  const entries = useMemo<Entry[]>(
    () => [...messages.map((message) => ({ kind: 'stored' as const, message })), ...pending.map((message) => ({ kind: 'pending' as const, message }))],
    [messages, pending],
  );
  const getItemKey = useCallback((index: number) => keyOf(entries[index]!), [entries]);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
  });

  // Keep the view where it was when earlier messages are added above it; follow the newest
  // message when the reader is at the bottom (or just sent one).
  const firstKey = entries[0] ? keyOf(entries[0]) : '';
  const lastKey = entries.at(-1) ? keyOf(entries.at(-1)!) : '';
  const previous = useRef({ firstKey: '', lastKey: '', count: 0, atBottom: true });
  useLayoutEffect(() => {
    const before = previous.current;
    const element = scrollRef.current;
    if (element && entries.length > 0) {
      if (before.count === 0) {
        virtualizer.scrollToIndex(entries.length - 1, { align: 'end' });
      } else if (firstKey !== before.firstKey && lastKey === before.lastKey) {
        const added = entries.findIndex((entry) => keyOf(entry) === before.firstKey);
        if (added > 0) virtualizer.scrollToOffset(element.scrollTop + added * ESTIMATED_ROW);
      } else if (lastKey !== before.lastKey && (before.atBottom || isOwn(entries.at(-1), uId))) {
        virtualizer.scrollToIndex(entries.length - 1, { align: 'end' });
      }
    }
    previous.current = { firstKey, lastKey, count: entries.length, atBottom: previous.current.atBottom };
  });

  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  // No frame shows older messages before the newest one is in place.
  const rowsRef = useRef<HTMLDivElement>(null);
  const settled = useSettledAtNewest(scrollRef, rowsRef, entries.length, [items, totalSize, virtualizer.scrollOffset]);

  // Read marks follow what the browser really drew, not the virtualiser's estimated positions.
  const unread = useMemo(() => new Set(messages.filter((message) => !isReadBy(message, uId)).map((message) => message.msgId)), [messages, uId]);
  const watchSeen = useSeenMessages(scrollRef, unread, onSeen, settled);

  const onScroll = () => {
    const current = scrollRef.current;
    if (!current) return;
    previous.current.atBottom = current.scrollHeight - current.scrollTop - current.clientHeight < NEAR_BOTTOM;
    if (current.scrollTop < LOAD_MORE_THRESHOLD && !complete && !loading) onLoadEarlier();
  };

  const dateText = useDateText(offsetMinutes);
  return (
    <div
      ref={scrollRef}
      part="timeline"
      className={styles.timeline}
      onScroll={onScroll}
      role="log"
      aria-label={t('conversation.messages')}
      aria-busy={loading}
      tabIndex={0}
      data-message-count={messages.length}
      data-pending-count={pending.length}
    >
      <div ref={rowsRef} style={{ height: totalSize, position: 'relative', visibility: settled ? undefined : 'hidden' }}>
        {items.map((item) => {
          const entry = entries[item.index]!;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={styles.row} style={{ top: item.start }}>
              {entry.kind === 'stored' ? (
                <div
                  ref={watchSeen}
                  part="message"
                  className={`${styles.bubble} ${entry.message.uId === uId ? styles.own : ''}`}
                  data-msg-id={entry.message.msgId}
                >
                  <div className={styles.meta}>
                    <span part="sender">{entry.message.uId === uId ? t('conversation.you') : entry.message.senderName}</span>
                    {' · '}
                    <time dateTime={entry.message.timeCreated}>
                      {dateText(entry.message.timeCreated)} {timeOfDay(entry.message.timeCreated, offsetMinutes)}
                    </time>
                  </div>
                  <div part="message-body">
                    <MessageBody body={entry.message.msgBody} />
                  </div>
                </div>
              ) : (
                <div part="message pending-message" className={`${styles.bubble} ${styles.own}`} data-pending={entry.message.state}>
                  <div className={styles.meta}>
                    {t('conversation.you')} · {entry.message.state === 'failed' ? <span className={styles.failed}>{t('conversation.failed')}</span> : t('conversation.pending')}
                  </div>
                  <div part="message-body">
                    <MessageBody body={entry.message.msgBody} />
                  </div>
                  {entry.message.state === 'failed' && (
                    <Button variant="text" onClick={() => onRetry(entry.message.clientMsgId)}>
                      {t('conversation.retry')}
                    </Button>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
