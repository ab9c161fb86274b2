import { describe, expect, it } from 'vitest';
import { blockedNumberMessage } from '../../../../server/modules/patient/patient.queries';
import {
  blockedSenderOf,
  communicationsMessageOf,
  mfaFailureOf,
  usernameFailureOf,
  usernameSaveFailureOf,
} from '../../../../src/features/settings/model/messages';

describe('settings messages (spec 01 §8)', () => {
  it('maps alias-exists to "username exists" and a wrong code to "incorrect code"', () => {
    expect(usernameFailureOf('AliasExistsException')).toBe('usernameExists');
    expect(usernameFailureOf('CodeMismatchException')).toBe('incorrectCode');
    expect(usernameFailureOf('ExpiredCodeException')).toBe('expiredCode');
    expect(usernameFailureOf('LimitExceededException')).toBe('limitExceeded');
  });

  it('treats the unnecessary-verification-code message as success', () => {
    expect(usernameFailureOf('InvalidParameterException', 'Unnecessary verification code for this attribute')).toBe('success');
  });

  it('maps any other identity failure to "username failed"', () => {
    expect(usernameFailureOf('InternalErrorException', 'boom')).toBe('usernameFailed');
    expect(usernameFailureOf('Unknown')).toBe('usernameFailed');
  });

  it('maps the username save: 409 without a sender is someone else\'s username, with one a blocked number', () => {
    expect(usernameSaveFailureOf(409, 'An account with this username already exists')).toBe('usernameExists');
    expect(usernameSaveFailureOf(409, blockedNumberMessage('+15550001111', '+18005550100'))).toBe('blocked');
    expect(usernameSaveFailureOf(403, 'not verified')).toBe('usernameFailed');
    expect(usernameSaveFailureOf(undefined, '')).toBe('usernameFailed');
  });

  it("reads the sender number from the server's 409 message", () => {
    expect(blockedSenderOf(blockedNumberMessage('+15550001111', '+18005550100'))).toBe('+18005550100');
    expect(blockedSenderOf('Text START or UNSTOP to 800-555-0100 to receive texts.')).toBe('800-555-0100');
    expect(blockedSenderOf('Something else')).toBeNull();
  });

  it('maps communications answers: 409 blocked with sender, consent thread, other failures, success', () => {
    expect(communicationsMessageOf({ status: 409, message: blockedNumberMessage('+15550001111', '+18005550100') })).toEqual({ key: 'blockedNumber', sender: '+18005550100' });
    expect(communicationsMessageOf({ status: 409, message: 'blocked' })).toEqual({ key: 'blockedNumberNoSender' });
    expect(communicationsMessageOf({ status: 200, consentThreadCreated: true })).toEqual({ key: 'phoneConsentRequired' });
    expect(communicationsMessageOf({ status: 500 })).toEqual({ key: 'communicationsError' });
    expect(communicationsMessageOf({ status: 400 })).toEqual({ key: 'communicationsError' });
    expect(communicationsMessageOf({ status: 200 })).toEqual({ key: 'communicationsSaved' });
  });

  it('maps multi-factor failures: wrong code, token not found, anything else setup failed', () => {
    expect(mfaFailureOf('CodeMismatchException')).toBe('incorrectCode');
    expect(mfaFailureOf('EnableSoftwareTokenMFAException')).toBe('incorrectCode');
    expect(mfaFailureOf('SoftwareTokenMFANotFoundException')).toBe('tokenNotFound');
    expect(mfaFailureOf('NotAuthorizedException')).toBe('setupFailed');
  });
});
