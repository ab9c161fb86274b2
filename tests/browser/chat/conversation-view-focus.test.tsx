import { expect } from '@open-wc/testing';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useStore } from 'zustand';
import type { HttpClient } from '../../../src/core/api/http-client';
import { registerNamespace, setLanguage, sharedI18n } from '../../../src/core/i18n/i18n';
import type { Message } from '../../../src/domain/messaging/message.schema';
import type { ChatConnection } from '../../../src/features/chat/api/chat-connection';
import { ConversationView } from '../../../src/features/chat/components/conversation-view';
import { createChatStore } from '../../../src/features/chat/state/chat-store';
import { key, renderInShadow, type ShadowRender } from '../ui/render-in-shadow';
import { waitFor } from '../support/wait';

const U_ID = 41;
const CONV_ID = 7;

const providerMessage = (msgId: number): Message => ({
  msgId,
  convId: CONV_ID,
  msgBody: `Provider message ${msgId}`,
  senderName: 'Jordan Alvarez',
  timeCreated: new Date(Date.UTC(2026, 10, 24, 7, 0, msgId)).toISOString(),
  readByProvider: '3',
  readByPatient: '',
  uId: null,
  cpId: 3,
  clientMsgId: `provider-${msgId}`,
});

/** What has focus, in words (an element itself would drag React's internals into a failure message). */
const focused = (root: ShadowRoot) => {
  const element = root.activeElement;
  return element ? [element.tagName.toLowerCase(), element.getAttribute('part')].filter(Boolean).join(' ') : 'nothing';
};

/** The open conversation inside a parent that, like the chat screen, re-renders with new callbacks whenever the conversations change. */
function setUp() {
  const store = createChatStore(U_ID);
  store.getState().setConversations([
    { convId: CONV_ID, careProviders: 'Jordan Alvarez', cpIds: '3', patientName: 'Pat Doe', topic: 'Refill question', latestTimeStamp: null, unreadMsgCount: 0 },
  ]);
  const pageRequests: unknown[] = [];
  const client: HttpClient = {
    apiBase: '/api',
    request: async <T,>(path: string, options?: unknown) => {
      pageRequests.push({ path, options });
      return { status: 200, body: { messages: [] } as T };
    },
  };
  const sent: string[] = [];
  const chat: ChatConnection = {
    start: () => undefined,
    stop: () => undefined,
    send: (_convId, body) => void sent.push(body),
    retry: () => undefined,
    markSeen: () => undefined,
    connection: null as never,
  };
  function Parent() {
    useStore(store, (state) => state.conversations);
    return (
      <I18nextProvider i18n={sharedI18n()}>
        <Suspense fallback={null}>
          <ConversationView store={store} client={client} chat={chat} convId={CONV_ID} offsetMinutes={0} onBack={() => undefined} onLoadError={() => undefined} />
        </Suspense>
      </I18nextProvider>
    );
  }
  return { store, pageRequests, sent, Parent };
}

describe('the open conversation while messages arrive', () => {
  let view: ShadowRender | undefined;

  before(async () => {
    registerNamespace('chat');
    await setLanguage('en');
  });

  afterEach(() => {
    view?.cleanup();
    view = undefined;
  });

  it('focuses its title once when it opens, then leaves focus and text in the send box as messages arrive; Enter sends', async () => {
    const { store, pageRequests, sent, Parent } = setUp();
    view = renderInShadow(<Parent />);
    const root = view.root;
    await waitFor(() => root.querySelector('textarea') && root.activeElement?.matches('[part="conversation-title"]'), 3000, 'the title focused on open');
    await waitFor(() => store.getState().loaded[CONV_ID] === true, 3000, 'the newest page');

    const field = root.querySelector('textarea')!;
    expect(field.labels?.[0]?.textContent).to.contain('Message');
    field.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, 'Is my refill ready?');
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    for (let msgId = 1; msgId <= 3; msgId += 1) {
      store.getState().receive(providerMessage(msgId));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(focused(root), `focus after message ${msgId}`).to.equal('textarea input');
    }
    await waitFor(() => root.querySelector('[role="log"]')?.getAttribute('data-message-count') === '3', 3000, 'three messages shown');
    expect(pageRequests, 'the newest page is loaded once').to.have.length(1);

    key(field, 'Enter');
    expect(sent).to.deep.equal(['Is my refill ready?']);
  });
});
