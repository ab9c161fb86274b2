/**
 * @tag rx-nps
 * @summary The satisfaction score (/nps-form, reached after a refill): a 1 to 10 score and an optional comment.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). The score is a
 * slider that is also a radio group: arrow keys move it, Home and End jump to 1 and 10, Tab enters and leaves it. Submit stays
 * disabled until a score is chosen. After sending, home follows in 2 s; the refill wizard then
 * counts the days since this feedback.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ score: number }>} rx-nps-submitted - The score (and comment) were sent.
 * @fires {CustomEvent<{ path: string; replace?: boolean }>} rx-navigate - /home (replace) 2 s after sending, or from Not now; /login when signed out.
 *
 * @csspart card - The widget's box.
 * @csspart title - The heading.
 * @csspart form - The form.
 * @csspart score - The score group.
 * @csspart slider - The slider track holding the ten scores.
 * @csspart score-required - The message shown while no score is chosen.
 * @csspart button - Each button.
 * @csspart submit-button - The Submit button.
 * @csspart skip-button - The Not now button.
 *
 * @cssprop --rx-color-primary - Colour of the slider and buttons.
 * @cssprop --rx-color-border - Colour of the empty track.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxNpsContract } from './contracts/rx-nps';
import { NpsWidget, type NpsWidgetProps } from '../features/nps/nps-widget';

const contract = rxNpsContract;

export const RxNpsElement = defineRxElement<NpsWidgetProps, typeof contract.attributes>({
  tag: 'rx-nps',
  widget: NpsWidget,
  attributes: contract.attributes,
});

export type RxNps = RxElementOf<NpsWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-nps': RxNps;
  }
}
