/**
 * @tag rx-profile
 * @summary The patient's profile: account, insurance with card photos, addresses, contacts, self-reported medications and allergies.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Entries follow
 * the company's modules (Insurance WEB_Insurance, Contacts WEB_AdditionalContacts, Meds and
 * Allergies WEB_AdditionalMeds). Insurance card photos stay in this browser (IndexedDB, per
 * patient and insurance) and are removed on sign-out; they are never sent.
 *
 * @attr {number} initial-option - The entry to open: 1 account, 2 insurance, 2.1 insurance capture (missing insurance), 3 addresses, 3.1 address confirmation, 4 contacts, 6 meds and allergies; else the list.
 * @attr {number} activity-id - The activity the insurance capture or the address confirmation completes (default: the pending one of its type).
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @prop {number} initialOption - Same as the attribute (route state `initialOption`).
 * @prop {number} activityId - Same as the attribute (route state `activityId`).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - /home from Back (list, 2.1, 3.1) or after a completed activity (state `alertOnStartup`); /settings (state `option` 4, the support form of `<rx-settings>`) for a support request in the home-only variant; /login after sign-out.
 * @fires {CustomEvent<{ reason: 'user' }>} rx-signed-out - Sign out was chosen and confirmed; the session, drafts and card photos are removed.
 *
 * @csspart profile - The profile card.
 * @csspart title - The heading of the current entry.
 * @csspart back-button - The Back button.
 * @csspart menu - The list of entries.
 * @csspart sign-out - The sign-out button.
 * @csspart account - The account details.
 * @csspart addresses - The address list.
 * @csspart address - Each address.
 * @csspart address-locked - The note on an address that cannot be changed.
 * @csspart address-form - The address form.
 * @csspart address-confirm - The address confirmation.
 * @csspart insurance - The insurance list.
 * @csspart insurance-details - One insurance with its card photos.
 * @csspart insurance-form - The insurance form.
 * @csspart card-photo - A card photo picker.
 * @csspart contacts - The contact list.
 * @csspart contact-form - The contact form.
 * @csspart self-reported-form - The medication and allergy form.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-color-danger - Colour of errors and remove buttons.
 * @cssprop --rx-color-border - Colour of the card and list borders.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxProfileContract } from './contracts/rx-profile';
import { ProfileWidget, type ProfileWidgetProps } from '../features/profile/profile-widget';

const contract = rxProfileContract;

export const RxProfileElement = defineRxElement<ProfileWidgetProps, typeof contract.attributes>({
  tag: 'rx-profile',
  widget: ProfileWidget,
  attributes: contract.attributes,
});

export type RxProfile = RxElementOf<ProfileWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-profile': RxProfile;
  }
}
