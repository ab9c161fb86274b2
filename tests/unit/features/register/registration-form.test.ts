import { describe, expect, it } from 'vitest';
import type { PendingPatient } from '../../../../src/domain/account/registration.schema';
import {
  displayPhone,
  dobInvalidParts,
  firstInvalidField,
  formatUsernameInput,
  initialForm,
  needsUsernameConfirmation,
  otherContactType,
  validateRegistration,
  type RegistrationContext,
  type RegistrationForm,
} from '../../../../src/features/register/model/registration-form';

const today = new Date(2024, 5, 15);
const emailPending: PendingPatient = { email: 'pat@example.com', phone: '+15551234567', usernameType: 'email', forceUsernamePhone: false };
const phonePending: PendingPatient = { email: null, phone: '+15551234567', usernameType: 'phone', forceUsernamePhone: false };
const ctx = (pending: PendingPatient = emailPending, extra: Partial<RegistrationContext> = {}): RegistrationContext => ({
  pending,
  lowercaseEmail: false,
  insuranceQuestion: false,
  ...extra,
});

/** A form that passes every rule, to break one rule at a time. */
const valid = (pending: PendingPatient = emailPending, patch: Partial<RegistrationForm> = {}): RegistrationForm => ({
  ...initialForm(pending, 'en'),
  firstName: 'Pat',
  lastName: 'Lee',
  password: 'Abcdefg1!x',
  confirmPassword: 'Abcdefg1!x',
  dob: { month: '3', day: '7', year: '1980' },
  consent: true,
  ...patch,
});

describe('the form as it opens (spec 01 §2, §3 pending patient)', () => {
  it('prefills the e-mail username and the phone as the other contact', () => {
    const form = initialForm(emailPending, 'es');
    expect(form.username).toBe('pat@example.com');
    expect(form.phone).toBe('555-123-4567');
    expect(form.language).toBe('es');
    expect(otherContactType(form, ctx())).toBe('phone');
  });
  it('prefills a phone username formatted ddd-ddd-dddd, with the e-mail as the other contact', () => {
    const form = initialForm(phonePending, 'en');
    expect(form.username).toBe('555-123-4567');
    expect(otherContactType(form, ctx(phonePending))).toBe('email');
  });
  it('forceUsernamePhone makes the username the phone even when the usernameType says e-mail', () => {
    const forced = { ...emailPending, forceUsernamePhone: true };
    expect(initialForm(forced, 'en').username).toBe('555-123-4567');
    expect(otherContactType({ username: 'pat@example.com' }, ctx(forced))).toBe('email');
  });
  it('shows stored phones without the country code', () => {
    expect(displayPhone('+15551234567')).toBe('555-123-4567');
    expect(displayPhone('5551234567')).toBe('555-123-4567');
    expect(displayPhone(null)).toBe('');
  });
  it('a prefilled, valid form passes every rule', () => {
    expect(validateRegistration(valid(), ctx(), today)).toEqual({});
    expect(validateRegistration(valid(phonePending), ctx(phonePending), today)).toEqual({});
  });
});

describe('registration rules (spec 01 §5)', () => {
  it('first and last name are required, trimmed', () => {
    const errors = validateRegistration(valid(emailPending, { firstName: '   ', lastName: '' }), ctx(), today);
    expect(errors.firstName).toBe('required');
    expect(errors.lastName).toBe('required');
  });

  it('the username is required', () => {
    expect(validateRegistration(valid(emailPending, { username: ' ' }), ctx(), today).username).toBe('required');
  });
  it('an e-mail username must be valid', () => {
    expect(validateRegistration(valid(emailPending, { username: 'pat@', usernameConfirm: 'pat@' }), ctx(), today).username).toBe('invalidEmail');
  });
  it('a phone username must be a valid US number (10 digits, first 1-9)', () => {
    expect(validateRegistration(valid(phonePending, { username: '055-123-4567' }), ctx(phonePending), today).username).toBe('invalidPhone');
    expect(validateRegistration(valid(phonePending, { username: '555-123-456' }), ctx(phonePending), today).username).toBe('invalidPhone');
  });
  it('forceUsernamePhone refuses an e-mail username', () => {
    const forced = { ...emailPending, forceUsernamePhone: true };
    const errors = validateRegistration(valid(forced, { username: 'pat@example.com' }), ctx(forced), today);
    expect(errors.username).toBe('phoneUsernameRequired');
  });

  it('the confirmation shows only when the username differs from the pending one', () => {
    expect(needsUsernameConfirmation({ username: 'pat@example.com' }, ctx())).toBe(false);
    expect(needsUsernameConfirmation({ username: 'PAT@example.com' }, ctx())).toBe(false);
    expect(needsUsernameConfirmation({ username: 'other@example.com' }, ctx())).toBe(true);
    expect(needsUsernameConfirmation({ username: '555-123-4567' }, ctx())).toBe(true);
    expect(needsUsernameConfirmation({ username: '(555) 123 4567' }, ctx(phonePending))).toBe(false);
    expect(needsUsernameConfirmation({ username: '' }, ctx())).toBe(false);
    expect(needsUsernameConfirmation({ username: 'a@example.com' }, ctx({ ...emailPending, email: null }))).toBe(true);
  });
  it("a shown confirmation must match: 'Username does not match'", () => {
    const errors = validateRegistration(valid(emailPending, { username: 'new@example.com', usernameConfirm: 'new@example.org' }), ctx(), today);
    expect(errors.usernameConfirm).toBe('usernameNotMatch');
    expect(validateRegistration(valid(emailPending, { username: 'new@example.com', usernameConfirm: 'new@example.com' }), ctx(), today)).toEqual({});
    expect(validateRegistration(valid(emailPending, { username: '555-987-6543', usernameConfirm: '5559876543' }), ctx(), today)).toEqual({});
  });
  it('a hidden confirmation is not checked', () => {
    expect(validateRegistration(valid(emailPending, { usernameConfirm: 'left over' }), ctx(), today)).toEqual({});
  });

  it('the optional phone, when given, must be a valid US number', () => {
    expect(validateRegistration(valid(emailPending, { phone: '' }), ctx(), today)).toEqual({});
    expect(validateRegistration(valid(emailPending, { phone: '555-12' }), ctx(), today).phone).toBe('invalidPhone');
    expect(validateRegistration(valid(emailPending, { phone: '155-123-4567' }), ctx(), today)).toEqual({});
  });
  it('the optional e-mail, when given, must be valid (trimmed)', () => {
    expect(validateRegistration(valid(phonePending, { email: '' }), ctx(phonePending), today)).toEqual({});
    expect(validateRegistration(valid(phonePending, { email: ' pat@example.com ' }), ctx(phonePending), today)).toEqual({});
    expect(validateRegistration(valid(phonePending, { email: 'pat@example' }), ctx(phonePending), today).email).toBe('invalidEmail');
  });
  it('only the other contact is checked: an invalid hidden field does not block', () => {
    expect(validateRegistration(valid(emailPending, { email: 'not an email' }), ctx(), today)).toEqual({});
  });

  it('the password is required and must meet every rule (10-63, classes, no whitespace)', () => {
    expect(validateRegistration(valid(emailPending, { password: '', confirmPassword: '' }), ctx(), today).password).toBe('required');
    for (const password of ['Abcdef1!x', `Ab1!${'x'.repeat(60)}`, 'Abcdefg1! x', 'ABCDEFG1!X', 'abcdefg1!x', 'Abcdefgh!x', 'Abcdefgh1x']) {
      expect(validateRegistration(valid(emailPending, { password, confirmPassword: password }), ctx(), today).password, password).toBe('passwordRules');
    }
  });
  it('the confirmation must equal the password (passwords not matched)', () => {
    expect(validateRegistration(valid(emailPending, { confirmPassword: 'Abcdefg1!y' }), ctx(), today).confirmPassword).toBe('passwordsNotMatched');
    expect(validateRegistration(valid(emailPending, { confirmPassword: '' }), ctx(), today).confirmPassword).toBe('passwordsNotMatched');
    expect(validateRegistration(valid(emailPending, { password: '', confirmPassword: '' }), ctx(), today).confirmPassword).toBeUndefined();
  });

  it.each([
    [{ month: '', day: '7', year: '1980' }, 'dob.incomplete'],
    [{ month: '13', day: '7', year: '1980' }, 'dob.month'],
    [{ month: '3', day: '32', year: '1980' }, 'dob.day'],
    [{ month: '3', day: '7', year: '2025' }, 'dob.year'],
    [{ month: '3', day: '7', year: '0' }, 'dob.year'],
    [{ month: '3', day: '7', year: '1899' }, 'dob.yearBefore1900'],
    [{ month: '2', day: '30', year: '1980' }, 'dob.noSuchDate'],
    [{ month: '6', day: '16', year: '2024' }, 'dob.future'],
  ])('date of birth %j -> %s', (dob, key) => {
    expect(validateRegistration(valid(emailPending, { dob }), ctx(), today).dob).toBe(key);
  });
  it('1900 and today are allowed', () => {
    expect(validateRegistration(valid(emailPending, { dob: { month: '1', day: '1', year: '1900' } }), ctx(), today)).toEqual({});
    expect(validateRegistration(valid(emailPending, { dob: { month: '6', day: '15', year: '2024' } }), ctx(), today)).toEqual({});
  });

  it('on the warehouse-retail brand, answering yes requires a plan', () => {
    const insured = ctx(emailPending, { insuranceQuestion: true });
    expect(validateRegistration(valid(emailPending, { insurance: 'yes', planId: '' }), insured, today).planId).toBe('planRequired');
    expect(validateRegistration(valid(emailPending, { insurance: 'yes', planId: '7' }), insured, today)).toEqual({});
    expect(validateRegistration(valid(emailPending, { insurance: 'no' }), insured, today)).toEqual({});
    expect(validateRegistration(valid(emailPending, { insurance: '' }), insured, today)).toEqual({});
    expect(validateRegistration(valid(emailPending, { insurance: 'yes' }), ctx(), today)).toEqual({});
  });

  it('consent must be checked', () => {
    expect(validateRegistration(valid(emailPending, { consent: false }), ctx(), today).consent).toBe('consentRequired');
  });

  it('the first invalid field follows the screen order', () => {
    const errors = validateRegistration(valid(emailPending, { consent: false, lastName: '', dob: { month: '', day: '', year: '' } }), ctx(), today);
    expect(firstInvalidField(errors)).toBe('lastName');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('typing aids', () => {
  it('formats phone usernames as typed and leaves e-mail alone', () => {
    expect(formatUsernameInput('5551234567', ctx())).toBe('555-123-4567');
    expect(formatUsernameInput('Pat@Example.com', ctx())).toBe('Pat@Example.com');
  });
  it('with forceUsernamePhone, formats digits but keeps typed letters so nothing is lost', () => {
    const forced = ctx({ ...emailPending, forceUsernamePhone: true });
    expect(formatUsernameInput('555123', forced)).toBe('555-123');
    expect(formatUsernameInput('pat@x', forced)).toBe('pat@x');
  });
  it('marks the date parts a problem is about', () => {
    expect(dobInvalidParts('incomplete', { month: '3', day: '', year: '' })).toEqual(['day', 'year']);
    expect(dobInvalidParts('month', { month: '13', day: '1', year: '1980' })).toEqual(['month']);
    expect(dobInvalidParts('yearBefore1900', { month: '1', day: '1', year: '1800' })).toEqual(['year']);
    expect(dobInvalidParts('noSuchDate', { month: '2', day: '30', year: '1980' })).toEqual(['month', 'day', 'year']);
    expect(dobInvalidParts(null, { month: '', day: '', year: '' })).toEqual([]);
  });
});
