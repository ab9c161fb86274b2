/**
 * @tag rx-counseling
 * @summary Counseling items from the pharmacy: the ones still to review and the reviewed ones, each opening to its prompt and expandable topics.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Opening an item
 * still to review marks it reviewed on the server and refreshes the list.
 *
 * @attr {string} event-id - Opens this item's detail directly (the page's `event_id` query parameter when absent); an unknown item shows the list.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @prop {string} eventId - Same as the attribute.
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean }>} rx-navigate - Where to go: /home from Back on the list; /login when signed out.
 *
 * @csspart card - The widget's box.
 * @csspart title - The heading (the item's name in the detail).
 * @csspart button - Each button.
 * @csspart back-button - Back to the list, or home.
 * @csspart need-to-review - The items still to review.
 * @csspart reviewed - The reviewed items.
 * @csspart item - Each item of the lists (also `item-pending` or `item-reviewed`).
 * @csspart empty - The all-caught-up message.
 * @csspart detail - The opened item.
 * @csspart prompt - The item's prompt.
 * @csspart option - Each topic of the item.
 * @csspart option-toggle - The heading button that expands a topic.
 * @csspart response - The text of an expanded topic.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-color-warning - Background of the items still to review.
 * @cssprop --rx-color-warning-text - Text and edge colour of the items still to review.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxCounselingContract } from './contracts/rx-counseling';
import { CounselingWidget, type CounselingWidgetProps } from '../features/counseling/counseling-widget';

const contract = rxCounselingContract;

export const RxCounselingElement = defineRxElement<CounselingWidgetProps, typeof contract.attributes>({
  tag: 'rx-counseling',
  widget: CounselingWidget,
  attributes: contract.attributes,
});

export type RxCounseling = RxElementOf<CounselingWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-counseling': RxCounseling;
  }
}
