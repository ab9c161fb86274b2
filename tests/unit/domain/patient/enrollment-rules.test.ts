import { describe, expect, it } from 'vitest';
import {
  assembledDob,
  enrollmentProblems,
  mainContactOf,
  prefillFromQuery,
  usPhoneDigits,
  withContactType,
  type EnrollmentForm,
} from '../../../../src/domain/patient/enrollment-rules';

const today = new Date(2026, 10, 24);
const valid: EnrollmentForm = {
  firstName: ' Ana ',
  lastName: 'Diaz',
  month: '3',
  day: '7',
  year: '1980',
  contactType: 'email',
  contactValue: 'ana@example.com',
  rxNumber: '123456',
  noRxNumber: false,
  pharmacy: '',
};
const check = (form: Partial<EnrollmentForm>, pharmacyRequired = false) =>
  enrollmentProblems({ ...valid, ...form }, { pharmacyRequired, today });

describe('enrollment rules (spec 02 §5)', () => {
  it('accepts a complete form', () => {
    expect(check({})).toEqual({});
  });

  it('requires trimmed first and last names', () => {
    expect(check({ firstName: '   ', lastName: '' })).toEqual({ firstName: 'required', lastName: 'required' });
  });

  it('checks the date of birth parts', () => {
    expect(check({ month: '13' }).dob).toBe('month');
    expect(check({ day: '32' }).dob).toBe('day');
    expect(check({ year: '2027' }).dob).toBe('year');
    expect(check({ year: '1899' }).dob).toBe('yearBefore1900');
    expect(check({ day: '' }).dob).toBe('required');
  });

  it('holds at the edges of each date part', () => {
    expect(check({ month: '0' }).dob).toBe('month');
    expect(check({ month: '12', day: '31' }).dob).toBeUndefined();
    expect(check({ month: '1', day: '1' }).dob).toBeUndefined();
    expect(check({ day: '0' }).dob).toBe('day');
    expect(check({ year: '0' }).dob).toBe('year');
    expect(check({ year: '2026' }).dob).toBeUndefined();
    expect(check({ year: '1901' }).dob).toBeUndefined();
    expect(check({ year: '1900' }).dob).toBe('yearBefore1900');
    expect(check({ year: '1' }).dob).toBe('yearBefore1900');
    expect(check({ month: 'x' }).dob).toBe('month');
  });

  it('refuses a day the month does not have and a birthday later than today (the server takes neither)', () => {
    expect(check({ month: '2', day: '31' }).dob).toBe('noSuchDate');
    expect(check({ month: '4', day: '31' }).dob).toBe('noSuchDate');
    expect(check({ month: '2', day: '29', year: '1981' }).dob).toBe('noSuchDate');
    expect(check({ month: '2', day: '29', year: '1980' }).dob).toBeUndefined();
    expect(check({ month: '11', day: '25', year: '2026' }).dob).toBe('futureDate');
    expect(check({ month: '11', day: '24', year: '2026' }).dob).toBeUndefined();
    expect(assembledDob({ month: '2', day: '31', year: '1980' }, today)).toBeNull();
  });

  it('assembles a 10-character YYYY-MM-DD, never for 1900 or earlier', () => {
    expect(assembledDob({ month: '3', day: '7', year: '1901' }, today)).toBe('1901-03-07');
    expect(assembledDob({ month: '03', day: '07', year: '2026' }, today)).toBe('2026-03-07');
    expect(assembledDob({ month: '3', day: '7', year: '1900' }, today)).toBeNull();
    expect(assembledDob({ month: '3', day: '7', year: '2027' }, today)).toBeNull();
  });

  it('assembles the date only when the year is over 1900 and month and day exist', () => {
    expect(assembledDob(valid, today)).toBe('1980-03-07');
    expect(assembledDob({ ...valid, year: '1899' }, today)).toBeNull();
    expect(assembledDob({ ...valid, month: '' }, today)).toBeNull();
  });

  it('requires a contact type and a valid e-mail or US phone', () => {
    expect(check({ contactType: '' }).contactType).toBe('required');
    expect(check({ contactValue: 'ana@' }).contactValue).toBe('invalidEmail');
    expect(check({ contactType: 'phone', contactValue: '555-0123' }).contactValue).toBe('invalidPhone');
    expect(check({ contactType: 'phone', contactValue: '(212) 555-0123' })).toEqual({});
    expect(usPhoneDigits('012 555 0123')).toBeNull();
    expect(usPhoneDigits('1 212 555 0123')).toBe('2125550123');
  });

  it('needs a numeric Rx number unless the no-Rx box is ticked', () => {
    expect(check({ rxNumber: '12a' }).rxNumber).toBe('rxNumeric');
    expect(check({ rxNumber: '' }).rxNumber).toBe('required');
    expect(check({ rxNumber: '', noRxNumber: true })).toEqual({});
  });

  it('needs a pharmacy only for the brand with the dropdown', () => {
    expect(check({}, true).pharmacy).toBe('required');
    expect(check({ pharmacy: '0' }, true)).toEqual({});
  });

  it('builds the payload contact and reads the query', () => {
    expect(mainContactOf({ ...valid, contactType: 'phone', contactValue: '(212) 555-0123' })).toEqual({ type: 'phone', value: '+12125550123' });
    expect(prefillFromQuery('?enrollment_code=ABC&mobileNumber=2125550123')).toEqual({ enrollmentCode: 'ABC', mobileNumber: '2125550123' });
    expect(prefillFromQuery('?mobileNumber=1').enrollmentCode).toBeNull();
  });

  it('a new contact type starts empty; picking the same type keeps the value', () => {
    const phone = { ...valid, contactType: 'phone' as const, contactValue: '2125550123' };
    expect(withContactType(phone, 'email')).toEqual({ ...phone, contactType: 'email', contactValue: '' });
    expect(withContactType(valid, 'phone').contactValue).toBe('');
    expect(withContactType(phone, 'phone')).toBe(phone);
  });
});
