/** Longest accepted address values (the contract's limits, also the form's). */
export const ADDRESS_MAX_LENGTH = { street: 100, street2: 100, city: 60 } as const;

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
