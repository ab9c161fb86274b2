import type { AttributeType } from '../core/element/define-rx-element';
import type { RxEventName } from '../core/events/emit';

/**
 * What each element takes and fires, declared once: the element file defines the element from
 * its entry (`defineRxElement`) and derives its DOM type from it (`RxElementOf`), and
 * tests/unit/elements/element-contracts.test.ts fails when the JSDoc block that documents the
 * element (and feeds custom-elements.json) names other attributes, properties or events.
 * The attributes every element takes (api-base, brand, company-id, locale) are added by
 * `defineRxElement`.
 */
export interface ElementContract {
  /** camelCase prop name -> how it arrives (see AttributeType). */
  readonly attributes: Readonly<Record<string, AttributeType>>;
  readonly events: readonly RxEventName[];
}

export const elementContracts = {
  'rx-consent': { attributes: {}, events: ['rx-navigate', 'rx-consent-given', 'rx-signed-out'] },
  'rx-email-verify': { attributes: {}, events: ['rx-navigate', 'rx-email-verified', 'rx-email-verification-skipped'] },
  'rx-home': { attributes: { initialLogin: 'boolean', alertOnStartup: 'string', redirect: 'string' }, events: ['rx-signed-out', 'rx-navigate'] },
  'rx-login': { attributes: { pool: 'string', notice: 'string', privacyUrl: 'string' }, events: ['rx-signed-in', 'rx-signed-out', 'rx-navigate'] },
  'rx-profile': { attributes: { initialOption: 'number', activityId: 'number' }, events: ['rx-navigate', 'rx-signed-out'] },
  'rx-portal': { attributes: { routing: 'string', basePath: 'string', route: 'string' }, events: ['rx-signed-out', 'rx-route-changed'] },
  'rx-refill': { attributes: { refillUpdate: 'property', fromMedication: 'boolean' }, events: ['rx-refill-submitted', 'rx-navigate'] },
  'rx-register': { attributes: { registrationCode: 'string' }, events: ['rx-navigate', 'rx-registration-completed'] },
  'rx-survey': { attributes: { surveyEventId: 'string', view: 'string', mandatorySurveys: 'property' }, events: ['rx-navigate', 'rx-survey-submitted'] },
  'rx-documents': { attributes: { view: 'string', srUuid: 'string', signerUuid: 'string', docId: 'string' }, events: ['rx-document-submitted', 'rx-navigate'] },
  'rx-terms': { attributes: { brandId: 'string' }, events: [] },
  'rx-chat': { attributes: { convId: 'string', convIdFromLink: 'property' }, events: ['rx-unread-changed', 'rx-navigate'] },
  'rx-unsubscribe': { attributes: { email: 'string' }, events: ['rx-email-unsubscribed', 'rx-email-resubscribed'] },
  'rx-medications': { attributes: {}, events: ['rx-navigate', 'rx-refill-reminder-changed'] },
  'rx-order-history': { attributes: {}, events: ['rx-navigate'] },
  'rx-counseling': { attributes: { eventId: 'string' }, events: ['rx-navigate'] },
  'rx-nps': { attributes: {}, events: ['rx-nps-submitted', 'rx-navigate'] },
  'rx-pharmacy': { attributes: {}, events: ['rx-navigate'] },
  'rx-settings': { attributes: { option: 'string', action: 'string' }, events: ['rx-navigate', 'rx-signed-out'] },
  'rx-care-programs': { attributes: {}, events: ['rx-care-groups-saved', 'rx-navigate'] },
  'rx-discount-card': { attributes: { discountId: 'string' }, events: ['rx-discount-redeemed', 'rx-navigate'] },
  'rx-enroll': { attributes: { enrollmentCode: 'string', mobileNumber: 'string' }, events: ['rx-enrollment-requested', 'rx-navigate'] },
} as const satisfies Record<`rx-${string}`, ElementContract>;

export type ContractTag = keyof typeof elementContracts;
