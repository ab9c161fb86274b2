/** Address types of spec 01 §3, in the order they are offered; an unknown stored type displays as Other. */
export const ADDRESS_TYPES = [
  'Home',
  'Home 2',
  'Office',
  'Apartment',
  'School',
  'Clinic',
  'Hospital',
  'Nursing/LTC Facility',
  'Vacation',
  'Emergency',
  'Other',
  'Secondary',
] as const;
