import type { RegistrationForm } from './registration-form';
import type { RegistrationFailure } from './registration-result';

/** Everything the register screen remembers between renders (spec 01 §2). */
export interface RegistrationScreenState {
  form: RegistrationForm;
  /** Set by the first submit: from then on every rule's message shows. */
  submitted: boolean;
  /** Why the last submit was refused by the server, until dismissed or sent again. */
  failure: RegistrationFailure | null;
  termsOpen: boolean;
  showPasswords: boolean;
  /** The account exists: the screen shows the success message. */
  done: boolean;
}

export type RegistrationScreenAction =
  | { type: 'edited'; patch: Partial<RegistrationForm> }
  | { type: 'submitted' }
  | { type: 'failed'; failure: RegistrationFailure }
  | { type: 'failureDismissed' }
  | { type: 'completed' }
  | { type: 'consentToggled'; checked: boolean }
  | { type: 'termsAgreed' }
  | { type: 'termsCancelled' }
  | { type: 'showPasswords'; show: boolean };

export const initialScreen = (form: RegistrationForm): RegistrationScreenState => ({
  form,
  submitted: false,
  failure: null,
  termsOpen: false,
  showPasswords: false,
  done: false,
});

export function registrationScreenReducer(state: RegistrationScreenState, action: RegistrationScreenAction): RegistrationScreenState {
  switch (action.type) {
    case 'edited':
      return { ...state, form: { ...state.form, ...action.patch } };
    case 'submitted':
      return { ...state, submitted: true, failure: null };
    case 'failed':
      return { ...state, failure: action.failure };
    case 'failureDismissed':
      return { ...state, failure: null };
    case 'completed':
      return { ...state, done: true };
    case 'consentToggled':
      // Checking opens the terms; only Agree in the dialog checks the box. Unchecking is immediate.
      return action.checked ? { ...state, termsOpen: true } : { ...state, form: { ...state.form, consent: false } };
    case 'termsAgreed':
      return { ...state, termsOpen: false, form: { ...state.form, consent: true } };
    case 'termsCancelled':
      return { ...state, termsOpen: false };
    case 'showPasswords':
      return { ...state, showPasswords: action.show };
  }
}
