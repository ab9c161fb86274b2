import { describe, expect, it } from 'vitest';
import { backFrom, careProgramsEnabled, initialScreen, screenOf, showsCarePrograms } from '../../../../src/features/settings/model/settings-screen';
import { supportPayload, supportProblems } from '../../../../src/features/settings/model/support-request';
import { contactChoiceAvailable, needsUnsubscribeConfirm, secondaryContactOf, shownPreference } from '../../../../src/features/settings/model/communications';
import { mfaStatusOf } from '../../../../src/features/settings/model/mfa';
import { qrPath, qrViewSize, totpSetupUri } from '../../../../src/core/ui/qr-path';
import type { Patient } from '../../../../src/domain/patient/patient.schema';

describe('settings screens', () => {
  it('chooses sub-screens 1 to 4 by number or text, else the list', () => {
    expect(screenOf(2)).toBe(2);
    expect(screenOf('4')).toBe(4);
    expect(screenOf(5)).toBe(0);
    expect(screenOf('x')).toBe(0);
    expect(screenOf(undefined)).toBe(0);
  });

  it('opens communications for the unsubscribe action', () => {
    expect(initialScreen(1, 'unsubscribe')).toBe(2);
    expect(initialScreen(1, undefined)).toBe(1);
  });

  it('goes back to the list from a sub-screen and back in history from the list', () => {
    expect(backFrom(1)).toEqual({ to: 'list' });
    expect(backFrom(0)).toEqual({ to: 'history' });
  });

  it('shows care programs for the care-program variant, enabled only with groupsMapped 0 and programs', () => {
    expect(showsCarePrograms('care-program')).toBe(true);
    expect(showsCarePrograms('standard')).toBe(false);
    expect(showsCarePrograms('home-only')).toBe(false);
    expect(careProgramsEnabled(0, 2)).toBe(true);
    expect(careProgramsEnabled(0, 0)).toBe(false);
    expect(careProgramsEnabled(1, 2)).toBe(false);
    expect(careProgramsEnabled(3, 2)).toBe(false);
  });
});

describe('support request (spec 01 §5, §9)', () => {
  const good = { reason: 'AccountIssue', relatingTo: 'MFA', details: 'I lost my phone yesterday' };

  it('needs a reason, a relating-to and details longer than 15 characters', () => {
    expect(supportProblems({ reason: '', relatingTo: '', details: '' })).toEqual({ reason: 'required', relatingTo: 'required', details: 'required' });
    expect(supportProblems({ ...good, details: '123456789012345' }).details).toBe('tooShort');
    expect(supportProblems({ ...good, details: '1234567890123456' }).details).toBeUndefined();
    expect(supportProblems({ ...good, details: '   123456789012345   ' }).details).toBe('tooShort');
    expect(supportProblems({ ...good, reason: 'Billing' }).reason).toBe('required');
  });

  it('builds the POST body, naming the MFA module when relating to it', () => {
    expect(supportPayload(7, good)).toEqual({ u_id: 7, reason: 'AccountIssue', relatingTo: 'MFA', relatingModule: 'MFA', additionalDetails: 'I lost my phone yesterday' });
    expect(supportPayload(7, { ...good, relatingTo: 'Other' })?.relatingModule).toBe('');
    expect(supportPayload(7, { ...good, details: 'short' })).toBeNull();
  });
});

describe('communications', () => {
  const patient: Patient = {
    uId: 1,
    username: 'a@example.com',
    usernameType: 'email',
    email: 'a@example.com',
    phone: null,
    preferredContact: 0,
    pendingPreferredContact: null,
    locale: 'en',
  };

  it('offers phone choices only with a mobile number', () => {
    expect(contactChoiceAvailable(0, patient)).toBe(true);
    expect(contactChoiceAvailable(1, patient)).toBe(false);
    expect(contactChoiceAvailable(3, patient)).toBe(false);
    expect(contactChoiceAvailable(-1, patient)).toBe(true);
    expect(contactChoiceAvailable(3, { email: 'a@example.com', phone: '+15551234567' })).toBe(true);
  });

  it('asks to confirm only the choice of no contact', () => {
    expect(needsUnsubscribeConfirm(-1)).toBe(true);
    expect(needsUnsubscribeConfirm(0)).toBe(false);
  });

  it('shows the secondary contact and a pending phone preference', () => {
    expect(secondaryContactOf({ ...patient, phone: '+15551234567' })).toBe('+15551234567');
    expect(secondaryContactOf({ ...patient, usernameType: 'phone', username: '+15551234567' })).toBe('a@example.com');
    expect(shownPreference({ ...patient, pendingPreferredContact: 1 })).toBe(1);
    expect(shownPreference(patient)).toBe(0);
  });
});

describe('multi-factor status and QR drawing', () => {
  it('names the session mfaStatus from the enabled methods', () => {
    expect(mfaStatusOf([])).toBe('NOMFA');
    expect(mfaStatusOf(['SMS'])).toBe('SMS_MFA');
    expect(mfaStatusOf(['SMS', 'TOTP'])).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('draws one square per dark module inside the quiet zone', () => {
    const modules = { size: 2, get: (row: number, column: number) => row === column };
    expect(qrPath(modules)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    expect(qrViewSize(modules)).toBe(10);
  });

  it('names the issuer and the account in the authenticator link, encoded', () => {
    expect(totpSetupUri('Home Delivery Pharmacy', 'a+b@example.com', 'ABC234')).toBe(
      'otpauth://totp/Home%20Delivery%20Pharmacy:a%2Bb%40example.com?secret=ABC234&issuer=Home%20Delivery%20Pharmacy',
    );
  });
});
