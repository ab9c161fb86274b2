/**
 * @tag rx-discount-card
 * @summary The discount card (/discount-card, module DiscountCard): the card, then the tutorial or follow-up questions.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Shows the card
 * (member ID, BIN, GRP and PCN, or the card's picture), the discount ($20) and the helpline as a
 * tel link, then the tutorial or follow-up questions one at a time with a progress bar and a back
 * arrow. Answering 'I have picked up my prescription' (or 'He recogido mi receta') redeems the card, once.
 * Once the questions are done, a carousel of three promotional slides follows. On a phone held
 * upright (portrait, under 812 px wide) a rotate hint stands in for the card, with a button that
 * shows it anyway; a member ID over 15 characters puts each field on a line of its own. The settings
 * link asks for /settings with `rx-navigate`.
 *
 * A `discount-id` of a card that is not the patient's (or not a card) shows a notice and the
 * patient's newest card instead.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} discount-id - The card to show (the portal passes the `discount_id` or `card_id` query); the newest when absent.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ discountId: number }>} rx-discount-redeemed - The card was redeemed (posted once).
 * @fires {CustomEvent<{ path: string; replace?: boolean }>} rx-navigate - /login when signed out; /settings from the settings link.
 *
 * @csspart card - The widget's box.
 * @csspart title - The heading.
 * @csspart discount-card - The card itself.
 * @csspart card-fields - The member ID, BIN, GRP and PCN.
 * @csspart helpline - The helpline's tel link.
 * @csspart questions - The questions.
 * @csspart question - The current question.
 * @csspart progress - The progress bar.
 * @csspart button - Each button.
 * @csspart back-button - The back arrow.
 * @csspart next-button - The Next (or Finish) button.
 * @csspart settings-link - The settings link on the card.
 * @csspart rotate-hint - The hint to turn the phone sideways (portrait phones).
 * @csspart show-card-button - The hint's button that shows the card anyway.
 * @csspart finished - The thanks and the carousel once the questions are done.
 * @csspart carousel - The promotional carousel after the questions.
 * @csspart slide - Each slide of the carousel.
 * @csspart rotation-button - The carousel's start/stop control.
 * @csspart previous-slide - The carousel's previous button.
 * @csspart next-slide - The carousel's next button.
 *
 * @cssprop --rx-color-primary - Colour of the progress bar, links and buttons.
 * @cssprop --rx-color-border - Colour of the card's border.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxDiscountCardContract } from './contracts/rx-discount-card';
import { DiscountCardWidget, type DiscountCardWidgetProps } from '../features/discount-card/discount-card-widget';

const contract = rxDiscountCardContract;

export const RxDiscountCardElement = defineRxElement<DiscountCardWidgetProps, typeof contract.attributes>({
  tag: 'rx-discount-card',
  widget: DiscountCardWidget,
  attributes: contract.attributes,
});

export type RxDiscountCard = RxElementOf<DiscountCardWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-discount-card': RxDiscountCard;
  }
}
