import { describe, expect, it } from 'vitest';
import { type PendingPatient, registrationPayloadSchema } from '../../../../src/domain/account/registration.schema';
import { initialForm, type RegistrationContext, type RegistrationForm } from '../../../../src/features/register/model/registration-form';
import {
  buildRegistrationPayload,
  insuranceSelection,
  NO_INSURANCE,
  timezoneOffsetMinutes,
} from '../../../../src/features/register/model/registration-payload';

const emailPending: PendingPatient = { email: 'pat@example.com', phone: '+15551234567', usernameType: 'email', forceUsernamePhone: false };
const phonePending: PendingPatient = { email: 'pat@example.com', phone: '+15551234567', usernameType: 'phone', forceUsernamePhone: false };
const ctx = (pending: PendingPatient, extra: Partial<RegistrationContext> = {}): RegistrationContext => ({
  pending,
  lowercaseEmail: false,
  insuranceQuestion: false,
  ...extra,
});
const form = (pending: PendingPatient, patch: Partial<RegistrationForm> = {}): RegistrationForm => ({
  ...initialForm(pending, 'en'),
  firstName: '  Pat ',
  lastName: ' Lee  ',
  password: 'Abcdefg1!x',
  confirmPassword: 'Abcdefg1!x',
  dob: { month: '3', day: '7', year: '1980' },
  consent: true,
  ...patch,
});
const extras = { registrationCode: 'REG-123', encryptedPassword: 'c2VjcmV0', timezone: -300 };
const attr = (payload: ReturnType<typeof buildRegistrationPayload>, type: string) => payload.userAttributes.find((a) => a.type === type)?.value;

describe('the registration payload (spec 01 §3)', () => {
  it('carries every attribute in its shape, and passes the contract schema', () => {
    const payload = buildRegistrationPayload(form(emailPending), ctx(emailPending), extras);
    expect(payload).toEqual({
      mainContact: { type: 'email', value: 'pat@example.com' },
      userAttributes: [
        { type: 'fname', value: 'Pat' },
        { type: 'lname', value: 'Lee' },
        { type: 'dob', value: '1980-03-07' },
        { type: 'registrationCode', value: 'REG-123' },
        { type: 'password', value: 'c2VjcmV0' },
        { type: 'insurance_selection', value: -1 },
        { type: 'consent', value: true },
        { type: 'phone', value: '+15551234567' },
        { type: 'email', value: 'pat@example.com' },
        { type: 'timezone', value: -300 },
      ],
      forceEmailUsername: false,
    });
    expect(registrationPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('a phone username is the main contact as +1 and ten digits; the optional e-mail is trimmed', () => {
    const payload = buildRegistrationPayload(form(phonePending, { email: ' other@example.com ' }), ctx(phonePending), extras);
    expect(payload.mainContact).toEqual({ type: 'phone', value: '+15551234567' });
    expect(attr(payload, 'phone')).toBe('+15551234567');
    expect(attr(payload, 'email')).toBe('other@example.com');
    expect(registrationPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out an empty other contact', () => {
    const payload = buildRegistrationPayload(form(emailPending, { phone: '' }), ctx(emailPending), extras);
    expect(attr(payload, 'phone')).toBeUndefined();
    expect(registrationPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('lower-cases the e-mail username on brands that say so', () => {
    const payload = buildRegistrationPayload(form(emailPending, { username: 'Pat@Example.COM' }), ctx(emailPending, { lowercaseEmail: true }), extras);
    expect(payload.mainContact).toEqual({ type: 'email', value: 'pat@example.com' });
    expect(attr(payload, 'email')).toBe('pat@example.com');
  });

  it('forceEmailUsername: an e-mail username where the pharmacy set up a phone username', () => {
    expect(buildRegistrationPayload(form(phonePending, { username: 'pat@example.com' }), ctx(phonePending), extras).forceEmailUsername).toBe(true);
    expect(buildRegistrationPayload(form(phonePending), ctx(phonePending), extras).forceEmailUsername).toBe(false);
    expect(buildRegistrationPayload(form(emailPending), ctx(emailPending), extras).forceEmailUsername).toBe(false);
  });

  it('insurance_selection is the chosen planId when the patient answered yes, otherwise -1', () => {
    const insured = ctx(emailPending, { insuranceQuestion: true });
    expect(insuranceSelection({ insurance: 'yes', planId: '12' }, insured)).toBe(12);
    expect(insuranceSelection({ insurance: 'no', planId: '12' }, insured)).toBe(NO_INSURANCE);
    expect(insuranceSelection({ insurance: '', planId: '' }, insured)).toBe(NO_INSURANCE);
    expect(insuranceSelection({ insurance: 'yes', planId: '12' }, ctx(emailPending))).toBe(NO_INSURANCE);
    expect(attr(buildRegistrationPayload(form(emailPending, { insurance: 'yes', planId: '4' }), insured, extras), 'insurance_selection')).toBe(4);
  });

  it('the timezone is the offset in minutes east of UTC', () => {
    const at = (offset: number) => ({ getTimezoneOffset: () => offset }) as Date;
    expect(timezoneOffsetMinutes(at(300))).toBe(-300);
    expect(timezoneOffsetMinutes(at(-120))).toBe(120);
    expect(Object.is(timezoneOffsetMinutes(at(0)), 0)).toBe(true);
  });
});
