import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Conversation } from '../../../domain/messaging/conversation.schema';
import type { Message } from '../../../domain/messaging/message.schema';
import { applyIncomingMessage, applyReadCount } from '../model/conversation-list';
import { mergeMessages, type PendingMessage } from '../model/message-timeline';

/** Shown to the patient (offline: the browser has no network); failed = given up (the alert). */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'failed';

export interface ChatState {
  uId: number;
  conversations: Conversation[] | null;
  openConvId: number | null;
  /** Loaded messages per conversation, oldest first. */
  messages: Record<number, Message[]>;
  /** True once the oldest page of a conversation was loaded. */
  complete: Record<number, boolean>;
  /** True once the newest page of a conversation was loaded (live messages may come first). */
  loaded: Record<number, boolean>;
  /** The patient's messages not acknowledged yet, in the order they were written. */
  pending: PendingMessage[];
  status: ConnectionStatus;
  setConversations(list: Conversation[]): void;
  upsertConversation(conversation: Conversation): void;
  open(convId: number | null): void;
  addPage(convId: number, page: Message[], complete: boolean): void;
  /** A message from the server ('new message' or an ack). */
  receive(message: Message): void;
  /** 'message updated', or the ack of a read event: `newlyRead` of them became read by the patient. */
  updateMessages(convId: number, changed: Message[], newlyRead: number): void;
  queue(message: PendingMessage): void;
  setPendingState(clientMsgId: string, state: PendingMessage['state']): void;
  setStatus(status: ConnectionStatus): void;
}

export function createChatStore(uId: number): StoreApi<ChatState> {
  return createStore<ChatState>()((set) => ({
    uId,
    conversations: null,
    openConvId: null,
    messages: {},
    complete: {},
    loaded: {},
    pending: [],
    status: 'connecting',
    setConversations: (conversations) => set({ conversations }),
    upsertConversation: (conversation) =>
      set((state) => ({
        conversations: [conversation, ...(state.conversations ?? []).filter((c) => c.convId !== conversation.convId)],
      })),
    open: (openConvId) => set({ openConvId }),
    addPage: (convId, page, complete) =>
      set((state) => ({
        messages: { ...state.messages, [convId]: mergeMessages(state.messages[convId] ?? [], page) },
        complete: { ...state.complete, [convId]: complete || state.complete[convId] === true },
        loaded: { ...state.loaded, [convId]: true },
      })),
    receive: (message) =>
      set((state) => {
        const known = (state.messages[message.convId] ?? []).some((m) => m.msgId === message.msgId);
        const stillPending = state.pending.filter((p) => !(message.clientMsgId && p.clientMsgId === message.clientMsgId));
        if (known) return { pending: stillPending };
        return {
          pending: stillPending,
          // Kept even before the conversation's first page arrives: that page is merged with it.
          messages: { ...state.messages, [message.convId]: mergeMessages(state.messages[message.convId] ?? [], [message]) },
          conversations: state.conversations && applyIncomingMessage(state.conversations, message, { uId: state.uId }),
        };
      }),
    updateMessages: (convId, changed, newlyRead) =>
      set((state) => ({
        messages: state.messages[convId] ? { ...state.messages, [convId]: mergeMessages(state.messages[convId]!, changed) } : state.messages,
        conversations: state.conversations && newlyRead > 0 ? applyReadCount(state.conversations, convId, newlyRead) : state.conversations,
      })),
    queue: (message) => set((state) => ({ pending: [...state.pending, message] })),
    setPendingState: (clientMsgId, pendingState) =>
      set((state) => ({ pending: state.pending.map((p) => (p.clientMsgId === clientMsgId ? { ...p, state: pendingState } : p)) })),
    setStatus: (status) => set({ status }),
  }));
}
