import type { ElementContract } from './contracts/element-contract';
import { rxConsentContract } from './contracts/rx-consent';
import { rxEmailVerifyContract } from './contracts/rx-email-verify';
import { rxHomeContract } from './contracts/rx-home';
import { rxLoginContract } from './contracts/rx-login';
import { rxProfileContract } from './contracts/rx-profile';
import { rxPortalContract } from './contracts/rx-portal';
import { rxRefillContract } from './contracts/rx-refill';
import { rxRegisterContract } from './contracts/rx-register';
import { rxSurveyContract } from './contracts/rx-survey';
import { rxDocumentsContract } from './contracts/rx-documents';
import { rxTermsContract } from './contracts/rx-terms';
import { rxChatContract } from './contracts/rx-chat';
import { rxUnsubscribeContract } from './contracts/rx-unsubscribe';
import { rxMedicationsContract } from './contracts/rx-medications';
import { rxOrderHistoryContract } from './contracts/rx-order-history';
import { rxCounselingContract } from './contracts/rx-counseling';
import { rxNpsContract } from './contracts/rx-nps';
import { rxPharmacyContract } from './contracts/rx-pharmacy';
import { rxSettingsContract } from './contracts/rx-settings';
import { rxCareProgramsContract } from './contracts/rx-care-programs';
import { rxDiscountCardContract } from './contracts/rx-discount-card';
import { rxEnrollContract } from './contracts/rx-enroll';

export type { ElementContract } from './contracts/element-contract';

/**
 * Every element's contract by tag, for the tests and tools that check them all. Each contract
 * lives in its own module (`contracts/<tag>.ts`) so that an element downloads only its own.
 */
export const elementContracts = {
  'rx-consent': rxConsentContract,
  'rx-email-verify': rxEmailVerifyContract,
  'rx-home': rxHomeContract,
  'rx-login': rxLoginContract,
  'rx-profile': rxProfileContract,
  'rx-portal': rxPortalContract,
  'rx-refill': rxRefillContract,
  'rx-register': rxRegisterContract,
  'rx-survey': rxSurveyContract,
  'rx-documents': rxDocumentsContract,
  'rx-terms': rxTermsContract,
  'rx-chat': rxChatContract,
  'rx-unsubscribe': rxUnsubscribeContract,
  'rx-medications': rxMedicationsContract,
  'rx-order-history': rxOrderHistoryContract,
  'rx-counseling': rxCounselingContract,
  'rx-nps': rxNpsContract,
  'rx-pharmacy': rxPharmacyContract,
  'rx-settings': rxSettingsContract,
  'rx-care-programs': rxCareProgramsContract,
  'rx-discount-card': rxDiscountCardContract,
  'rx-enroll': rxEnrollContract,
} as const satisfies Record<`rx-${string}`, ElementContract>;

export type ContractTag = keyof typeof elementContracts;
