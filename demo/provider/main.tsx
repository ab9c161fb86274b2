import { StrictMode, useEffect, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { CareTeamConversation } from '../../src/domain/messaging/care-team-events.schema';
import type { Message } from '../../src/domain/messaging/message.schema';
import { configureIdentity } from '../../src/core/auth/configure-identity';
import { currentIdToken } from '../../src/core/auth/id-token';
import { signIn } from '../../src/core/auth/sign-in';
import { leavesGap } from '../../src/features/chat/model/message-sequence';
import { mergeMessages } from '../../src/features/chat/model/message-timeline';
import { connectCareTeam, listConversations, loadMessages, markRead, sendMessage, type CareTeamSocket } from './care-team-client';

// The demo identity's standard pool (as on the portal page).
configureIdentity({
  standard: { userPoolId: 'us-east-1_RxStandard', userPoolClientId: 'rxstandardclient0000000000', endpoint: '/identity' },
  basic: { userPoolId: 'us-east-1_RxBasicLink', userPoolClientId: 'rxbasicclient000000000000', endpoint: '/identity' },
});

function App() {
  const [token, setToken] = useState<string | null>(null);
  return <main>{token ? <Console token={token} /> : <SignIn onSignedIn={setToken} />}</main>;
}

function SignIn({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const outcome = await signIn(username.trim(), password);
      const token = outcome.step === 'done' ? await currentIdToken() : undefined;
      if (!token) throw new Error(outcome.step);
      onSignedIn(token);
    } catch {
      setError('Sign-in failed: check the e-mail and password.');
    }
  };
  return (
    <>
      <h1>Care-team console</h1>
      <form className="panel" onSubmit={(event) => void submit(event)}>
        <p className="muted">Sign in as a care provider (demo accounts are listed by npm start, e.g. jordan.alvarez@care.example).</p>
        <label htmlFor="username">E-mail</label>
        <input id="username" type="email" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        <label htmlFor="password">Password</label>
        <input id="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <button className="primary" type="submit">
          Sign in
        </button>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </form>
    </>
  );
}

function Console({ token }: { token: string }) {
  const [socket] = useState<CareTeamSocket>(() => connectCareTeam(token));
  const [conversations, setConversations] = useState<CareTeamConversation[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [status, setStatus] = useState('Connecting…');
  const openRef = useRef<number | null>(null);
  openRef.current = openId;
  const messagesRef = useRef<Message[]>([]);
  messagesRef.current = messages;
  /** Every message counted once, whether it came live, again from a replay, or in a page. */
  const countedRef = useRef(new Set<number>());

  useEffect(() => {
    socket.on('connect', () => {
      setStatus('Connected');
      void listConversations(socket).then(setConversations);
    });
    socket.on('disconnect', () => setStatus('Reconnecting…'));
    socket.on('connect_error', (error) => setStatus(`Not connected: ${error.message}`));
    socket.on('new message', (message) => {
      if (countedRef.current.has(message.msgId)) return;
      countedRef.current.add(message.msgId);
      if (message.convId === openRef.current) {
        // Numbered past the next one: the messages between never arrived; the page brings them.
        if (leavesGap(messagesRef.current, message)) {
          void loadMessages(socket, message.convId).then((page) => {
            if (message.convId === openRef.current) setMessages((list) => mergeMessages(list, page));
          }, () => undefined);
        }
        setMessages((list) => (list.some((m) => m.msgId === message.msgId) ? list : [...list, message]));
        markRead(socket, message.convId, [message]);
      }
      setConversations((list) => {
        const found = list.find((c) => c.convId === message.convId);
        if (!found) return list;
        const counts = message.uId !== null && message.convId !== openRef.current;
        const updated = { ...found, latestTimeStamp: message.timeCreated, unreadMsgCount: found.unreadMsgCount + (counts ? 1 : 0) };
        return [updated, ...list.filter((c) => c.convId !== message.convId)];
      });
    });
    return () => {
      socket.disconnect();
    };
  }, [socket]);

  const open = async (convId: number) => {
    setOpenId(convId);
    const loaded = await loadMessages(socket, convId);
    for (const message of loaded) countedRef.current.add(message.msgId);
    setMessages(loaded);
    markRead(socket, convId, loaded);
    setConversations((list) => list.map((c) => (c.convId === convId ? { ...c, unreadMsgCount: 0 } : c)));
  };

  const current = conversations.find((c) => c.convId === openId);
  return (
    <>
      <h1>Care-team console</h1>
      <p role="status" className="muted">
        {status}
      </p>
      <div className="console">
        <nav className="panel" aria-label="Conversations">
          <ul className="conversations">
            {conversations.map((c) => (
              <li key={c.convId}>
                <button type="button" aria-current={c.convId === openId} onClick={() => void open(c.convId)}>
                  <strong>{c.patientName}</strong>
                  <span>{c.topic}</span>
                  {c.unreadMsgCount > 0 && <span className="badge">{c.unreadMsgCount} unread</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="panel" aria-label="Conversation">
          {current ? <Thread key={current.convId} socket={socket} conversation={current} messages={messages} onSent={(m) => setMessages((list) => (list.some((x) => x.msgId === m.msgId) ? list : [...list, m]))} /> : <p>Choose a conversation.</p>}
        </section>
      </div>
    </>
  );
}

function Thread({ socket, conversation, messages, onSent }: { socket: CareTeamSocket; conversation: CareTeamConversation; messages: Message[]; onSent: (message: Message) => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    setError('');
    try {
      onSent(await sendMessage(socket, conversation.convId, body));
      setBody('');
    } catch {
      setError('The message could not be sent.');
    }
  };
  return (
    <>
      <h2>
        {conversation.patientName}: {conversation.topic}
      </h2>
      <ol ref={listRef} className="timeline" aria-label="Messages" tabIndex={0}>
        {messages.map((message) => (
          <li key={message.msgId} className={message.cpId !== null ? 'from-provider' : ''} data-msg-id={message.msgId}>
            <span className="muted">{message.senderName}: </span>
            <span data-body="">{message.msgBody}</span>
          </li>
        ))}
      </ol>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="reply">Reply</label>
        <textarea id="reply" rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
        <button className="primary" type="submit">
          Send reply
        </button>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </form>
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
