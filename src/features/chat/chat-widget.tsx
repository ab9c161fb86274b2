import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { ChatScreen } from './components/chat-screen';
import { conversationIdFrom } from './model/initial-conversation';

registerNamespace('chat');

export interface ChatWidgetProps {
  /** Open this conversation first (attribute conv-id; also ?conv_id= and route state convIdFromLink). */
  convId?: string;
  convIdFromLink?: unknown;
}

/** Secure messaging with the care team (spec 01 §2 Chat); needs a signed-in patient. */
export function ChatWidget({ convId, convIdFromLink }: ChatWidgetProps) {
  const identity = useRequireSession();
  if (!identity) return <SignedOut />;
  const initial = conversationIdFrom(convId, convIdFromLink, globalThis.location?.search ?? '');
  return <ChatScreen key={identity.u_ID} identity={identity} initialConvId={initial} />;
}

function SignedOut() {
  const { t } = useTranslation('chat');
  return <SignInRequired part="chat" titleId="rx-chat-signed-out" titlePart="title" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} />;
}
