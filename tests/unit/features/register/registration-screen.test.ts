import { describe, expect, it } from 'vitest';
import type { PendingPatient } from '../../../../src/domain/account/registration.schema';
import { initialForm } from '../../../../src/features/register/model/registration-form';
import { initialScreen, registrationScreenReducer, type RegistrationScreenAction, type RegistrationScreenState } from '../../../../src/features/register/model/registration-screen';

const pending: PendingPatient = { email: 'pat@example.com', phone: '+15551234567', usernameType: 'email', forceUsernamePhone: false };
const opened = () => initialScreen(initialForm(pending, 'en'));
const run = (state: RegistrationScreenState, ...actions: RegistrationScreenAction[]) => actions.reduce(registrationScreenReducer, state);

describe('the register screen (spec 01 §2)', () => {
  it('opens with nothing submitted, no failure, the terms closed and the passwords hidden', () => {
    expect(opened()).toMatchObject({ submitted: false, failure: null, termsOpen: false, showPasswords: false, done: false });
  });

  it('keeps what was typed, field by field', () => {
    const state = run(opened(), { type: 'edited', patch: { firstName: 'Pat' } }, { type: 'edited', patch: { lastName: 'Lee' } });
    expect(state.form).toMatchObject({ firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com' });
  });

  it('checking consent opens the terms without checking the box; only Agree checks it', () => {
    const asked = run(opened(), { type: 'consentToggled', checked: true });
    expect(asked).toMatchObject({ termsOpen: true, form: { consent: false } });
    expect(run(asked, { type: 'termsCancelled' })).toMatchObject({ termsOpen: false, form: { consent: false } });
    expect(run(asked, { type: 'termsAgreed' })).toMatchObject({ termsOpen: false, form: { consent: true } });
  });

  it('unchecking consent takes effect at once, without the terms', () => {
    const agreed = run(opened(), { type: 'consentToggled', checked: true }, { type: 'termsAgreed' });
    expect(run(agreed, { type: 'consentToggled', checked: false })).toMatchObject({ termsOpen: false, form: { consent: false } });
  });

  it('a new submit clears the last failure; a dismissed failure goes away', () => {
    const failed = run(opened(), { type: 'submitted' }, { type: 'failed', failure: 'usernameExists' });
    expect(failed).toMatchObject({ submitted: true, failure: 'usernameExists' });
    expect(run(failed, { type: 'submitted' }).failure).toBeNull();
    expect(run(failed, { type: 'failureDismissed' }).failure).toBeNull();
  });

  it('shows the passwords on request and marks the screen done on success', () => {
    expect(run(opened(), { type: 'showPasswords', show: true }).showPasswords).toBe(true);
    expect(run(opened(), { type: 'submitted' }, { type: 'completed' }).done).toBe(true);
  });
});
