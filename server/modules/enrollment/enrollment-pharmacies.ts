import type { PharmacyOption } from '../../../src/domain/patient/enrollment.schema';

/**
 * The pharmacies an enrolling patient of the warehouse-retail brand (id 4) picks from; spec 02
 * §1 says one brand's form has a pharmacy dropdown without naming it.
 */
export const ENROLLMENT_PHARMACIES_BY_BRAND: Readonly<Record<number, readonly PharmacyOption[]>> = {
  4: [
    { pharmacyName: 'Warehouse Specialty Pharmacy - Dallas', supportNumber: '+12145550100' },
    { pharmacyName: 'Warehouse Specialty Pharmacy - Phoenix', supportNumber: '+16025550100' },
    { pharmacyName: 'Warehouse Specialty Pharmacy - Columbus', supportNumber: '+16145550100' },
  ],
};

export const enrollmentPharmaciesOf = (brandId: number): readonly PharmacyOption[] => ENROLLMENT_PHARMACIES_BY_BRAND[brandId] ?? [];
