import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addressWithoutAuthParam,
  authParamOf,
  decodeAuthLink,
  encodeAuthLink,
} from '../../../../src/features/login/model/auth-link';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('auth link token: base64url of JSON { u, p }', () => {
  it('decodes a token made by another implementation', () => {
    expect(decodeAuthLink(b64url('{"u":"basic.patient@example.com","p":"Línk#Pass1"}'))).toEqual({
      username: 'basic.patient@example.com',
      password: 'Línk#Pass1',
    });
  });
  it('encodes to url-safe text without padding, readable by Node', () => {
    const token = encodeAuthLink({ username: '+15551234567', password: 'a?b/c+d=' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))).toEqual({ u: '+15551234567', p: 'a?b/c+d=' });
  });
  it('round-trips any credentials', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && s.trim() === s), fc.string({ minLength: 1 }), (username, password) => {
        expect(decodeAuthLink(encodeAuthLink({ username, password }))).toEqual({ username, password });
      }),
    );
  });
  it.each([
    ['empty', ''],
    ['not base64', '***'],
    ['not JSON', b64url('hello')],
    ['JSON without the fields', b64url('{"user":"a","pass":"b"}')],
    ['an empty username', b64url('{"u":" ","p":"x"}')],
    ['an empty password', b64url('{"u":"a@b.co","p":""}')],
    ['non-string fields', b64url('{"u":1,"p":true}')],
    ['a JSON array', b64url('["a","b"]')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')],
  ])('refuses %s', (_name, token) => {
    expect(decodeAuthLink(token)).toBeNull();
  });
  it('accepts padded base64url too', () => {
    const token = Buffer.from('{"u":"a@b.co","p":"x"}').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeAuthLink(token)).toEqual({ username: 'a@b.co', password: 'x' });
  });
});

describe('reading and removing the parameter', () => {
  it('finds the auth parameter', () => {
    expect(authParamOf('?auth=abc&conv_id=4')).toBe('abc');
    expect(authParamOf('?auth=')).toBe('');
    expect(authParamOf('?conv_id=4')).toBeNull();
  });
  it('removes only the auth parameter, keeping the path, the link parameters and the hash', () => {
    expect(addressWithoutAuthParam('https://portal.example.com/login?refill_event_id=7&auth=abc&conv_id=4#top')).toBe(
      '/login?refill_event_id=7&conv_id=4#top',
    );
    expect(addressWithoutAuthParam('https://portal.example.com/login?auth=abc')).toBe('/login');
  });
});
