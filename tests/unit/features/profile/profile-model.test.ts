import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/api/api-error';
import { contactFormOf, contactPayloadOf, contactProblems } from '../../../../src/features/profile/model/contact-form';
import { formatDateOfBirth } from '../../../../src/features/profile/model/format-dob';
import { addressRemovalMessage, insuranceSaveMessage } from '../../../../src/features/profile/model/profile-messages';
import { backTarget, isOptionAllowed, parseProfileOption, profileMenu } from '../../../../src/features/profile/model/profile-options';
import { selfReportedChanged } from '../../../../src/features/profile/model/self-reported';
import en from '../../../../locales/en/profile.json';

const modules = (...names: string[]) => names.map((name, index) => ({ modId: index + 1, name }));

describe('profile entries (spec 01 §2)', () => {
  it('reads the entry from an attribute or route state; anything else opens the list', () => {
    expect(parseProfileOption('3.1')).toBe(3.1);
    expect(parseProfileOption(2.1)).toBe(2.1);
    expect(parseProfileOption('6')).toBe(6);
    expect(parseProfileOption('5')).toBe(0);
    expect(parseProfileOption(undefined)).toBe(0);
    expect(parseProfileOption('x')).toBe(0);
  });

  it('gates Insurance, Contacts and Meds and Allergies by their modules', () => {
    expect(profileMenu(modules()).map((entry) => entry.key)).toEqual(['account', 'addresses']);
    expect(profileMenu(modules('WEB_Insurance', 'WEB_AdditionalContacts', 'WEB_AdditionalMeds')).map((entry) => entry.option)).toEqual([1, 2, 3, 4, 6]);
    expect(isOptionAllowed(2.1, modules())).toBe(false);
    expect(isOptionAllowed(2.1, modules('WEB_Insurance'))).toBe(true);
    expect(isOptionAllowed(3.1, modules())).toBe(true);
    expect(isOptionAllowed(6, modules('WEB_AdditionalContacts'))).toBe(false);
  });

  it('goes home from the list, 2.1 and 3.1, and to the list from any other entry', () => {
    expect([0, 2.1, 3.1].map((option) => backTarget(parseProfileOption(option)))).toEqual(['home', 'home', 'home']);
    expect([1, 2, 3, 4, 6].map((option) => backTarget(parseProfileOption(option)))).toEqual(['list', 'list', 'list', 'list', 'list']);
  });
});

describe('date of birth as DD-MMM-YYYY', () => {
  it('formats the stored date and refuses what it cannot read', () => {
    expect(formatDateOfBirth('1984-05-06')).toBe('06-MAY-1984');
    expect(formatDateOfBirth('2001-12-31')).toBe('31-DEC-2001');
    expect(formatDateOfBirth('1984-13-06')).toBeNull();
    expect(formatDateOfBirth(null)).toBeNull();
  });
});

describe('contact rules (spec 01 §5)', () => {
  const valid = { contactName: 'Ana Ruiz', contactDetail: 'Daughter', phone: '215-555-0134', email: '' };

  it('requires name and details and one of phone or e-mail', () => {
    expect(contactProblems(valid)).toEqual({});
    expect(contactProblems({ ...valid, phone: '', email: 'ana@example.com' })).toEqual({});
    expect(contactProblems({ contactName: ' ', contactDetail: '', phone: '', email: '' })).toEqual({
      contactName: 'nameRequired',
      contactDetail: 'detailRequired',
      phone: 'phoneOrEmail',
    });
  });

  it('refuses a phone that is not a valid US number (invalidPhone) and a bad e-mail (invalidEmail)', () => {
    expect(contactProblems({ ...valid, phone: '015-555-0134' })).toEqual({ phone: 'invalidPhone' });
    expect(contactProblems({ ...valid, phone: '215-555' })).toEqual({ phone: 'invalidPhone' });
    expect(contactProblems({ ...valid, email: 'ana@' })).toEqual({ email: 'invalidEmail' });
  });

  it('sends the phone as +1 and ten digits and shows a stored one as ddd-ddd-dddd', () => {
    expect(contactPayloadOf(valid)).toEqual({ contactName: 'Ana Ruiz', contactDetail: 'Daughter', phone: '+12155550134', email: null });
    expect(contactFormOf({ contactName: 'A', contactDetail: 'B', phone: '+12155550134', email: null }).phone).toBe('215-555-0134');
  });
});

describe('§8 messages', () => {
  it('maps insurance save failures to addFailedDuplicate or addFailed', () => {
    expect(insuranceSaveMessage(new ApiError(409, {}, 'This insurance already exists on your profile'))).toBe('addFailedDuplicate');
    expect(insuranceSaveMessage(new ApiError(400, {}, 'body/planType: required'))).toBe('addFailed');
    expect(insuranceSaveMessage(new Error('offline'))).toBe('addFailed');
  });

  it('maps address removal failures to removePrimary, addressLocked or addressDeleteFailed', () => {
    expect(addressRemovalMessage(new ApiError(409, {}, 'The primary address cannot be removed'))).toBe('removePrimary');
    expect(addressRemovalMessage(new ApiError(409, {}, 'This address is used by a refill and cannot be changed'))).toBe('addressLocked');
    expect(addressRemovalMessage(new ApiError(500, {}, ''))).toBe('addressDeleteFailed');
  });

  it('has an English text for every message key', () => {
    for (const key of ['addFailedDuplicate', 'addFailed', 'insuranceDeleteFailed', 'removePrimary', 'addressLocked', 'addressDeleteFailed', 'confirmationFailed', 'generalError']) {
      expect(en.messages[key as keyof typeof en.messages], key).toBeTruthy();
    }
  });
});

describe('self-reported edits', () => {
  it('needs a change beyond surrounding spaces', () => {
    const item = { medicationName: 'Ibuprofen', dosage: '200 mg', description: 'Daily', notes: '' };
    expect(selfReportedChanged(item, { ...item, dosage: ' 200 mg ' })).toBe(false);
    expect(selfReportedChanged(item, { ...item, notes: 'with food' })).toBe(true);
  });
});
