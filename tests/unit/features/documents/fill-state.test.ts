import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../../src/core/api/api-error';
import { linkProblemOf, missingRequired, outcomeOfError, signLinkOf, stepAfterOutcome } from '../../../../src/features/documents/model/fill-state';
import { bytesToBase64, base64ToBytes } from '../../../../src/features/documents/model/base64';

const fields = [
  { name: 'fullName|1|Required', kind: 'text' as const, required: true },
  { name: 'notes|1|Optional', kind: 'text' as const, required: false },
  { name: 'agree|1|Required', kind: 'checkbox' as const, required: true },
  { name: 'signature|1|Required', kind: 'signature' as const, required: true },
];

describe('the filler', () => {
  it('names the required fields still to complete: blank text, no tick, no signature', () => {
    expect(missingRequired(fields, {}, new Set()).map((field) => field.name)).toEqual(['fullName|1|Required', 'agree|1|Required', 'signature|1|Required']);
    expect(missingRequired(fields, { 'fullName|1|Required': '   ', 'agree|1|Required': 'checked' }, new Set(['signature|1|Required'])).map((f) => f.name)).toEqual([
      'fullName|1|Required',
    ]);
    expect(missingRequired(fields, { 'fullName|1|Required': 'Dana', 'agree|1|Required': 'checked' }, new Set(['signature|1|Required']))).toEqual([]);
  });

  it('maps refusals to the form messages', () => {
    expect(outcomeOfError(new ApiError(400, {}, 'data: a required field is empty'))).toBe('invalidForm');
    expect(outcomeOfError(new ApiError(410, {}, 'used'))).toBe('linkUsed');
    expect(outcomeOfError(new ApiError(409, {}, 'turn'))).toBe('tryLater');
    expect(outcomeOfError(new NetworkError(new Error('offline')))).toBe('tryLater');
    expect(linkProblemOf(new ApiError(404, {}, ''))).toBe('unknownLink');
    expect(linkProblemOf(new ApiError(410, {}, ''))).toBe('linkUsed');
    expect(linkProblemOf(new ApiError(503, {}, ''))).toBe('tryLater');
  });

  it('reads a signing link from the query', () => {
    expect(signLinkOf('?uuid=a&signerUuId=b')).toEqual({ srUuid: 'a', signerUuid: 'b' });
    expect(signLinkOf('?uuid=a')).toBeNull();
  });

  it('round-trips bytes through base64, also past one chunk', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});

describe('the step after a submission', () => {
  it('ends the filler on success and on a used link; other failures go back to the saved form', () => {
    expect(stepAfterOutcome('formSubmitted')).toBe('submitted');
    expect(stepAfterOutcome('linkUsed')).toBe('closed');
    expect(stepAfterOutcome('invalidForm')).toBe('saved');
    expect(stepAfterOutcome('tryLater')).toBe('saved');
  });
});
