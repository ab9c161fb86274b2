import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reminderText } from '../../../server/modules/reminders/messages';
import { fitsOneSms, gsm7Length, withGsm7Letters } from '../../../server/platform/delivery/sms-length';
import { identitySms } from '../../../server/platform/identity/identity-messages';
import { PROJECT_ROOT } from '../../../server/platform/env';

const brandNames = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'config', 'brands.json'), 'utf8')) as { brands: { name: string }[] }).brands.map((brand) => brand.name);

describe('gsm7Length', () => {
  it('counts GSM-7 characters, extension characters twice, and answers null for any other', () => {
    expect(gsm7Length('Hola, ¿qué tal? ñ')).toBe(17);
    expect(gsm7Length('{€}')).toBe(6);
    expect(gsm7Length('résumé á')).toBeNull(); // á is not in GSM-7
    expect(gsm7Length('✓')).toBeNull();
  });
});

describe('text messages fit one GSM-7 message (160 characters)', () => {
  it('every identity message (codes and temporary password) of every brand in the brands file, in English and Spanish, starts with the brand and keeps its code', () => {
    const sources = ['SignUp', 'ResendCode', 'ForgotPassword', 'UpdateUserAttribute', 'VerifyUserAttribute', 'Authentication', 'AdminCreateUser'] as const;
    let checked = 0;
    for (const brandName of brandNames) {
      for (const locale of ['en', 'es'] as const) {
        for (const source of sources) {
          const code = source === 'AdminCreateUser' ? 'Aa1!Bb2@Cc3#' : '042917';
          const text = identitySms({ source, code, signInName: '+15550100200', locale, brandName });
          expect(gsm7Length(text), text).not.toBeNull();
          expect(gsm7Length(text)!, text).toBeLessThanOrEqual(160);
          expect(text.startsWith(`${brandName}: `), text).toBe(true);
          expect(text).toContain(code);
          if (source === 'AdminCreateUser') expect(text).toContain('+15550100200');
          else expect(text.match(/\b\d{6}\b/)?.[0]).toBe(code);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(brandNames.length * 2 * sources.length);
  });

  it('the identity texts are in the patient\'s language, with the accents GSM-7 lacks written without them', () => {
    const es = identitySms({ source: 'ForgotPassword', code: '042917', signInName: 'x', locale: 'es', brandName: 'Farmacia Médica' });
    expect(es).toBe('Farmacia Médica: su codigo para restablecer la contraseña es 042917. Si no lo pidio, ignore este mensaje.');
    expect(identitySms({ source: 'SignUp', code: '042917', signInName: 'x', locale: 'en', brandName: 'Rx Portal' })).toBe(
      'Rx Portal: your verification code is 042917. Enter it in the portal to confirm your account.',
    );
    expect(withGsm7Letters('Sesión ÁÍÓÚ áíóú ñü é ✓')).toBe('Sesion AIOU aiou ñü é ✓');
  });

  it('a brand name too long for the sentence gets the short wording, and is cut where even that would not fit', () => {
    const long = `${'Long Name Pharmacy '.repeat(4)}Inc.`; // 80 characters, the most the brands file allows
    const text = identitySms({ source: 'ForgotPassword', code: '042917', signInName: 'x', locale: 'es', brandName: long });
    expect(fitsOneSms(text)).toBe(true);
    expect(text).toBe(`${long}: codigo para la contraseña 042917`);
    const huge = 'P'.repeat(200);
    const cut = identitySms({ source: 'AdminCreateUser', code: 'Aa1!Bb2@Cc3#', signInName: 'someone@example.com', locale: 'en', brandName: huge });
    expect(fitsOneSms(cut)).toBe(true);
    expect(cut).toMatch(/^P+: username someone@example\.com, password Aa1!Bb2@Cc3#$/);
  });

  it('a refill reminder of every brand, in English and Spanish, with the longest month and a realistic portal address', () => {
    for (const brandName of brandNames) {
      for (const locale of ['en', 'es'] as const) {
        const text = reminderText({ channel: 'sms', locale, brandName, displayName: 'Atorvastatin 20 mg', refillDate: '2026-09-30', portalUrl: 'https://portal.partner.example/portal' });
        expect(gsm7Length(text), text).not.toBeNull();
        expect(gsm7Length(text)!, text).toBeLessThanOrEqual(160);
        expect(text).toContain('ATO');
        expect(text).toContain('https://portal.partner.example/portal/refill');
        expect(text).not.toContain('Atorvastatin');
      }
    }
  });

  it('keeps the full wording when it fits, and falls back to the short one only when it does not', () => {
    const short = reminderText({ channel: 'sms', locale: 'en', brandName: 'Rx Portal', displayName: 'Atorvastatin', refillDate: '2026-03-15', portalUrl: 'https://portal.example/portal' });
    expect(short).toBe('Rx Portal: your ATO prescription can be refilled from March 15, 2026. Order your refill: https://portal.example/portal/refill');
    const long = reminderText({ channel: 'sms', locale: 'es', brandName: 'Warehouse Specialty Pharmacy', displayName: 'Atorvastatin', refillDate: '2026-09-30', portalUrl: 'https://portal.partner.example/portal' });
    expect(long).toBe('Warehouse Specialty Pharmacy: resurta ATO desde el 30 sept: https://portal.partner.example/portal/refill');
  });
});
