import { describe, expect, it } from 'vitest';
import { authErrorName, codeErrorKind } from '../../../../src/core/auth/auth-error-name';

describe('codeErrorKind', () => {
  it("names what a refused code means by Cognito's exception names", () => {
    expect(codeErrorKind('CodeMismatchException')).toBe('incorrectCode');
    expect(codeErrorKind('ExpiredCodeException')).toBe('expiredCode');
    for (const name of ['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']) {
      expect(codeErrorKind(name)).toBe('limitExceeded');
    }
  });

  it('is null for failures that are not about the code', () => {
    for (const name of ['NetworkError', 'NotAuthorizedException', 'Unknown', '']) expect(codeErrorKind(name)).toBeNull();
  });

  it('reads the name amplify reports on the error', () => {
    expect(codeErrorKind(authErrorName(Object.assign(new Error('x'), { name: 'ExpiredCodeException' })))).toBe('expiredCode');
  });
});
