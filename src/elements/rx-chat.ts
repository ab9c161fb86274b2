/**
 * @tag rx-chat
 * @summary Secure messaging with the care team: the conversation list with search and unread badges, one open conversation, and real-time delivery.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Messages arrive
 * and leave over socket.io in real time; a message written while the connection is down is
 * shown as pending and delivered once when it is back. Message bodies and names are shown as
 * text; only http and https addresses become links (opened in a new tab).
 *
 * @attr {string} conv-id - Open this conversation (also read from `?conv_id=`); set later, it opens it without leaving real time.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @prop {string} convId - Same as the attribute.
 * @prop {number} convIdFromLink - The conversation a login link named (route state of /chat).
 *
 * @fires {CustomEvent<{ total: number }>} rx-unread-changed - The total of unread messages changed (also fired once loaded), for a host's own badge.
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - /login when signed out; /home (with the alert as state alertOnStartup) when the real-time connection is given up.
 *
 * @csspart root - The widget's outer box.
 * @csspart chat - The chat card.
 * @csspart title - The title.
 * @csspart connection-status - Connected, reconnecting or offline.
 * @csspart conversation-list - The search and the two lists.
 * @csspart conversation - Each conversation of the list, and the open conversation.
 * @csspart unread-badge - A conversation's unread count.
 * @csspart conversation-title - The open conversation's topic.
 * @csspart back-button - Back to the list.
 * @csspart group-info-button - Opens the list of the conversation's providers.
 * @csspart group-members - The providers in the group dialog.
 * @csspart timeline - The scrolling list of messages.
 * @csspart message - Each message.
 * @csspart pending-message - A message not delivered yet.
 * @csspart message-body - A message's text.
 * @csspart sender - A message's sender.
 * @csspart send-box - The message field and the Send button.
 * @csspart send-button - The Send button.
 * @csspart alert - The connection and loading errors.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons, badges and links.
 * @cssprop --rx-color-border - Colour of borders.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxChatContract } from './contracts/rx-chat';
import { ChatWidget, type ChatWidgetProps } from '../features/chat/chat-widget';

const contract = rxChatContract;

export const RxChatElement = defineRxElement<ChatWidgetProps, typeof contract.attributes>({
  tag: 'rx-chat',
  widget: ChatWidget,
  attributes: contract.attributes,
});

export type RxChat = RxElementOf<ChatWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-chat': RxChat;
  }
}
