import { describe, expect, it } from 'vitest';
import { resolveBrand, brands } from '../../../src/core/brand/brands';
import { hasModule, defaultModules } from '../../../src/core/brand/modules';
import { BRAND_ENROLLMENT_CODES, brandEnrollmentCodeOwner } from '../../../src/domain/company/brand-enrollment-codes';
import { enrollPathOf } from '../../../src/features/login/model/enroll-path';

describe('brand by host name', () => {
  it.each([
    ['localhost', 'default'],
    ['specialty.localhost', 'specialty'],
    ['health-network.localhost', 'health-network'],
    ['warehouse.localhost', 'warehouse-retail'],
    ['home-delivery.localhost', 'home-delivery'],
    ['portal.specialty.example', 'specialty'],
    ['notspecialty.localhost', 'default'],
  ])('%s -> %s', (host, key) => {
    expect(resolveBrand(host).key).toBe(key);
  });

  it('a valid brand attribute overrides the host; an unknown one does not', () => {
    expect(resolveBrand('specialty.localhost', 'home-delivery').key).toBe('home-delivery');
    expect(resolveBrand('specialty.localhost', 'bogus').key).toBe('specialty');
  });

  it('home-delivery uses a green palette and brand ids are unique', () => {
    const [r, g, b] = brands['home-delivery']!.palette.primary.match(/\w\w/g)!.map((h) => parseInt(h, 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
    const ids = Object.values(brands).map((brand) => brand.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('brand flags of spec 01 §2: privacy link and enroll button on warehouse-retail, enroll link on health-network', () => {
    expect(brands['warehouse-retail']!.flags).toMatchObject({ privacyLink: true, enrollButton: true, enrollLink: false });
    expect(brands['health-network']!.flags).toMatchObject({ privacyLink: false, enrollButton: false, enrollLink: true });
  });

  it('every brand that shows an enroll control has its own enrollment code, one the server knows for that brand; the others none', () => {
    for (const brand of Object.values(brands)) {
      const offersEnrollment = brand.flags.enrollButton || brand.flags.enrollLink;
      const path = enrollPathOf(brand.id);
      if (!offersEnrollment) {
        expect(path, brand.key).toBeNull();
        continue;
      }
      const code = new URLSearchParams(path!.slice(path!.indexOf('?'))).get('enrollment_code')!;
      expect(code, brand.key).toMatch(/^\S+$/);
      expect(brandEnrollmentCodeOwner(code)?.brandId, brand.key).toBe(brand.id);
    }
    expect(enrollPathOf(brands['warehouse-retail']!.id)).not.toBe(enrollPathOf(brands['health-network']!.id));
    expect(new Set(BRAND_ENROLLMENT_CODES.map((entry) => entry.code)).size).toBe(BRAND_ENROLLMENT_CODES.length);
  });
});

describe('modules', () => {
  it('hasModule checks the loaded list, or the default list (Assessments) when none loaded', () => {
    expect(hasModule([{ modId: 1, name: 'Refill' }], 'Refill')).toBe(true);
    expect(hasModule([{ modId: 1, name: 'Refill' }], 'Messaging')).toBe(false);
    expect(hasModule(null, 'Assessments')).toBe(true);
    expect(hasModule(undefined, 'Refill')).toBe(false);
    expect(defaultModules.map((m) => m.name)).toEqual(['Assessments']);
  });
});
