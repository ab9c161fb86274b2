import type { DrugDirectoryEntry } from '../../../src/domain/survey/survey.schema';

/**
 * The drug directory the reference server ships: a small set of products in the shape of
 * openFDA's NDC directory (https://open.fda.gov/apis/drug/ndc/), enough for the survey's
 * medication lookup by brand name and by product NDC (4-4, 5-3 and 5-4 labeler-product codes).
 * Demo data: the codes have the real format, the list is not a reference.
 */
interface Product {
  ndc: string;
  brand: string;
  suffix?: string;
  generic: string;
  labeler: string;
  form: string;
  type?: string;
  ingredients: [string, string][];
  route: string;
  pack: string;
}

const PRODUCTS: Product[] = [
  { ndc: '0074-4339', brand: 'Humira', generic: 'adalimumab', labeler: 'AbbVie Inc.', form: 'KIT', type: 'HUMAN PRESCRIPTION DRUG', ingredients: [['ADALIMUMAB', '40 mg/.8mL']], route: 'SUBCUTANEOUS', pack: '2 SYRINGE in 1 CARTON' },
  { ndc: '0069-1001', brand: 'Xeljanz', generic: 'tofacitinib', labeler: 'Pfizer Laboratories Div Pfizer Inc', form: 'TABLET, FILM COATED', ingredients: [['TOFACITINIB CITRATE', '5 mg/1']], route: 'ORAL', pack: '60 TABLET, FILM COATED in 1 BOTTLE' },
  { ndc: '0069-0501', brand: 'Xeljanz', suffix: 'XR', generic: 'tofacitinib', labeler: 'Pfizer Laboratories Div Pfizer Inc', form: 'TABLET, FILM COATED, EXTENDED RELEASE', ingredients: [['TOFACITINIB CITRATE', '11 mg/1']], route: 'ORAL', pack: '30 TABLET in 1 BOTTLE' },
  { ndc: '0071-0155', brand: 'Lipitor', generic: 'atorvastatin calcium', labeler: 'Parke-Davis Div of Pfizer Inc', form: 'TABLET, FILM COATED', ingredients: [['ATORVASTATIN CALCIUM TRIHYDRATE', '10 mg/1']], route: 'ORAL', pack: '90 TABLET in 1 BOTTLE' },
  { ndc: '0573-0150', brand: 'Advil', generic: 'ibuprofen', labeler: 'Haleon US Holdings LLC', form: 'TABLET, COATED', type: 'HUMAN OTC DRUG', ingredients: [['IBUPROFEN', '200 mg/1']], route: 'ORAL', pack: '100 TABLET in 1 BOTTLE' },
  { ndc: '50580-488', brand: 'Tylenol', suffix: 'Extra Strength', generic: 'acetaminophen', labeler: 'Kenvue Brands LLC', form: 'TABLET, COATED', type: 'HUMAN OTC DRUG', ingredients: [['ACETAMINOPHEN', '500 mg/1']], route: 'ORAL', pack: '100 TABLET in 1 BOTTLE' },
  { ndc: '58406-425', brand: 'Enbrel', generic: 'etanercept', labeler: 'Immunex Corporation', form: 'INJECTION, SOLUTION', ingredients: [['ETANERCEPT', '50 mg/mL']], route: 'SUBCUTANEOUS', pack: '4 SYRINGE in 1 CARTON' },
  { ndc: '55513-137', brand: 'Otezla', generic: 'apremilast', labeler: 'Amgen Inc', form: 'TABLET, FILM COATED', ingredients: [['APREMILAST', '30 mg/1']], route: 'ORAL', pack: '60 TABLET in 1 BOTTLE' },
  { ndc: '0087-6060', brand: 'Glucophage', generic: 'metformin hydrochloride', labeler: 'Bristol-Myers Squibb Company', form: 'TABLET, FILM COATED', ingredients: [['METFORMIN HYDROCHLORIDE', '500 mg/1']], route: 'ORAL', pack: '100 TABLET in 1 BOTTLE' },
  { ndc: '0074-6624', brand: 'Synthroid', generic: 'levothyroxine sodium', labeler: 'AbbVie Inc.', form: 'TABLET', ingredients: [['LEVOTHYROXINE SODIUM', '25 ug/1']], route: 'ORAL', pack: '90 TABLET in 1 BOTTLE' },
  { ndc: '50580-726', brand: 'Zyrtec', generic: 'cetirizine hydrochloride', labeler: 'Kenvue Brands LLC', form: 'TABLET', type: 'HUMAN OTC DRUG', ingredients: [['CETIRIZINE HYDROCHLORIDE', '10 mg/1']], route: 'ORAL', pack: '30 TABLET in 1 BOTTLE' },
  { ndc: '0002-7510', brand: 'Humalog', generic: 'insulin lispro', labeler: 'Eli Lilly and Company', form: 'INJECTION, SOLUTION', ingredients: [['INSULIN LISPRO', '100 [iU]/mL']], route: 'SUBCUTANEOUS', pack: '1 VIAL in 1 CARTON' },
  { ndc: '68180-0513', brand: 'Lisinopril', generic: 'lisinopril', labeler: 'Lupin Pharmaceuticals, Inc.', form: 'TABLET', ingredients: [['LISINOPRIL', '10 mg/1']], route: 'ORAL', pack: '90 TABLET in 1 BOTTLE' },
];

export const DRUG_DIRECTORY: readonly DrugDirectoryEntry[] = PRODUCTS.map((product) => ({
  product_ndc: product.ndc,
  generic_name: product.generic.toUpperCase(),
  brand_name: product.suffix ? `${product.brand} ${product.suffix}` : product.brand,
  brand_name_base: product.brand,
  brand_name_suffix: product.suffix ?? null,
  labeler_name: product.labeler,
  dosage_form: product.form,
  product_type: product.type ?? 'HUMAN PRESCRIPTION DRUG',
  active_ingredients: product.ingredients.map(([name, strength]) => ({ name, strength })),
  route: [product.route],
  packaging: [{ package_ndc: `${product.ndc}-01`, description: product.pack }],
  openfda: { manufacturer_name: [product.labeler] },
}));

export type DrugSearchField = 'brand_name_base' | 'product_ndc';

/** openFDA-style search: brand_name_base matches from the start, any case ('humi' finds Humira); product_ndc exactly. */
export function searchDrugDirectory(field: DrugSearchField, value: string, limit: number): DrugDirectoryEntry[] {
  const wanted = value.trim().replace(/\*$/, '').toLowerCase();
  const matches = DRUG_DIRECTORY.filter((entry) => (field === 'product_ndc' ? entry.product_ndc === wanted : entry.brand_name_base.toLowerCase().startsWith(wanted)));
  return matches.slice(0, limit);
}
