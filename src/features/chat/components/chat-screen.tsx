import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { refreshIdToken } from '../../../core/auth/refresh-id-token';
import { useEmit, useRxConfig } from '../../../core/context/element-context';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { sessionStore } from '../../../core/session/session-store';
import { useSession } from '../../../core/session/use-session';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Card } from '../../../core/ui/card';
import { durations } from '../../../core/ui/durations';
import { lazyComponent, usePreloadOnFirstInput } from '../../../core/ui/lazy-component';
import { Spinner } from '../../../core/ui/spinner';
import { useToast } from '../../../core/ui/toast';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { fetchConversations } from '../api/chat-api';
import { totalUnread } from '../model/conversation-list';
import { patientOffsetMinutes, serverOrigin } from '../model/connection-target';
import { createChatStore } from '../state/chat-store';
import { createChatConnection } from '../api/chat-connection';
import { chatStyles } from './chat.styles';
import { ConversationList } from './conversation-list';

// One open conversation (the timeline with its virtualiser, the send box) loads on demand: the first
// screen is the list. Preloaded once the list is up, or at once when a conversation opens first.
const ConversationView = lazyComponent(() => import('./conversation-view').then((m) => m.ConversationView));

export interface ChatScreenProps {
  identity: SessionIdentity;
  /** Open this conversation first (route state convIdFromLink, ?conv_id= or the attribute). */
  initialConvId?: number;
}

/** Spec 01 §2 Chat and §4 Chat: the list, one open conversation, and the real-time connection. */
export function ChatScreen({ identity, initialConvId }: ChatScreenProps) {
  const { t } = useTranslation('chat');
  const styles = useSheet(chatStyles);
  const config = useRxConfig();
  const client = useHttpClient();
  const emit = useEmit();
  const toast = useToast();
  const user = useSession((state) => state.user);
  const offsetMinutes = patientOffsetMinutes(user);
  const store = useMemo(() => createChatStore(identity.u_ID), [identity.u_ID]);
  const [gaveUp, setGaveUp] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const chat = useMemo(
    () =>
      createChatConnection({
        store,
        client,
        serverUrl: serverOrigin(config.apiBase, globalThis.location?.href ?? 'http://localhost/'),
        timezone: offsetMinutes,
        senderName: [identity.fName, identity.lName].filter(Boolean).join(' '),
        getToken: () => sessionStore().getState().identity?.token ?? null,
        refreshToken: async () => {
          const token = await refreshIdToken(config.identity);
          sessionStore().getState().updateIdentity({ token });
          return token;
        },
        onConversationError: (kind) =>
          toast.show(t(`errors.${kind}`), { tone: 'error', durationMs: kind === 'generalError' ? durations.chatGeneralError : durations.chatToast }),
        onGiveUp: () => setGaveUp(true),
      }),
    // The connection lives as long as the patient and the API; messages and toasts go through refs of stable objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, client, config.apiBase],
  );

  usePreloadOnFirstInput(ConversationView);
  useEffect(() => {
    if (initialConvId !== undefined) ConversationView.preload().catch(() => undefined);
  }, [initialConvId]);

  // The connection lives as long as the screen: opening a conversation (conv-id set later, a link's
  // route state) must not close it.
  useEffect(() => {
    chat.start();
    return () => chat.stop();
  }, [chat]);

  useEffect(() => {
    let live = true;
    fetchConversations(client, identity.u_ID)
      .then((list) => live && store.getState().setConversations(list))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [client, identity.u_ID, store]);

  const conversations = useStore(store, (state) => state.conversations);
  const listed = conversations !== null;
  // Each conversation asked for (first, or set later) opens once the list holds it.
  useEffect(() => {
    if (initialConvId === undefined || !listed) return;
    if (store.getState().conversations?.some((c) => c.convId === initialConvId)) store.getState().open(initialConvId);
  }, [initialConvId, listed, store]);

  const openConvId = useStore(store, (state) => state.openConvId);
  const status = useStore(store, (state) => state.status);
  const total = conversations ? totalUnread(conversations) : null;
  useEffect(() => {
    if (total !== null) emit('rx-unread-changed', { total });
  }, [emit, total]);

  useEffect(() => {
    if (!gaveUp) return;
    // Spec 01 §4: leave the chat, with the alert.
    emit('rx-navigate', { path: '/home', replace: true, state: { alertOnStartup: t('errors.connection') } });
  }, [emit, gaveUp, t]);

  return (
    <Card part="chat" labelledBy="rx-chat-title">
      <div className={styles.header}>
        <h2 id="rx-chat-title" part="title">
          {t('title')}
        </h2>
        {!gaveUp && (
          <span part="connection-status" className={styles.status} role="status">
            <span className={`${styles.statusDot} ${status === 'connected' ? styles.statusDotOn : ''}`} aria-hidden="true" />
            {t(`status.${status}`)}
          </span>
        )}
      </div>
      {gaveUp ? (
        <div part="alert">
          <Alert tone="error">{t('errors.connection')}</Alert>
        </div>
      ) : loadFailed ? (
        <div part="alert">
          <Alert tone="error">{t('errors.generalError')}</Alert>
        </div>
      ) : conversations === null ? (
        <Spinner label={t('loading')} />
      ) : openConvId === null ? (
        <ConversationList conversations={conversations} offsetMinutes={offsetMinutes} onOpen={(convId) => store.getState().open(convId)} />
      ) : (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ConversationView
            key={openConvId}
            store={store}
            client={client}
            chat={chat}
            convId={openConvId}
            offsetMinutes={offsetMinutes}
            onBack={() => store.getState().open(null)}
            onLoadError={() => toast.show(t('errors.generalError'), { tone: 'error', durationMs: durations.chatGeneralError })}
          />
        </Suspense>
      )}
    </Card>
  );
}
