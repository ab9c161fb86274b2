import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reminderText } from '../../../server/modules/reminders/messages';
import { fitsOneSms, gsm7Length } from '../../../server/platform/delivery/sms-length';
import { identityMessageText } from '../../../server/platform/identity/outbox';
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
  it('the identity codes and temporary password', () => {
    for (const source of ['SignUp', 'ForgotPassword', 'Authentication', 'AdminCreateUser'] as const) {
      expect(fitsOneSms(identityMessageText(source, 'Aa1!Bb2@Cc3#', { Username: '+15550100200' })), source).toBe(true);
    }
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
