/**
 * @tag rx-order-history
 * @summary Order History: the patient's shipments, newest expected delivery first, three at a time, each with its items, billing, tracking and an .ics for an expected delivery.
 *
 * Shows the signed-in patient's orders; without a session it offers the sign-in (`rx-navigate` to /login on its button). Each order
 * reads 'Shipment MM/DD/YY - status' (Requested, Billed, Cancelled, Processing; 'Unknown Date'
 * without a date) and expands to its expected arrival, carrier, tracking link (for 90 days after
 * shipping), latest billed date and items with show/hide details (Rx number and billing). A
 * shipped order has a View button; a delivery still to come can be added to a calendar.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - Where to go: /login when signed out; /home from Back.
 *
 * @csspart order-history - The card.
 * @csspart title - The page title.
 * @csspart button - Each button.
 * @csspart back-button - The Back button.
 * @csspart order - One order.
 * @csspart order-toggle - The button that expands an order.
 * @csspart order-item - One item of an expanded order.
 * @csspart tracking-link - The tracking link.
 * @csspart billing - The billing details of an item.
 * @csspart load-more - The load-more button.
 * @csspart no-orders - The empty message.
 *
 * @cssprop --rx-color-primary - Colour of links and buttons.
 * @cssprop --rx-color-border - Colour of borders.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxOrderHistoryContract } from './contracts/rx-order-history';
import { OrderHistoryWidget } from '../features/order-history/order-history-widget';

const contract = rxOrderHistoryContract;

export const RxOrderHistoryElement = defineRxElement<Record<string, never>, typeof contract.attributes>({
  tag: 'rx-order-history',
  widget: OrderHistoryWidget,
  attributes: contract.attributes,
});

export type RxOrderHistory = RxElementOf<Record<string, never>, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-order-history': RxOrderHistory;
  }
}
