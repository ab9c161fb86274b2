import { z } from 'zod';
import {
  MedicationView,
  OrderStatus,
  PrescriptionStatus,
  TrackerDisplayStatus,
  VectorStatus,
  type PrescriptionClass,
  type RefillDisplayStatus,
} from './enums';
import type { Expect, TypesMatch } from './type-equality';

const describeValues = (values: Record<string, number>) =>
  Object.entries(values)
    .map(([name, value]) => `${value} = ${name}`)
    .join(', ');

export const prescriptionStatusSchema = z
  .literal(Object.values(PrescriptionStatus))
  .describe(`Prescription status / refill display status 0-9: ${describeValues(PrescriptionStatus)}`)
  .meta({ id: 'PrescriptionStatus' });

export const vectorStatusSchema = z
  .literal(Object.values(VectorStatus))
  .describe(`Vector status 100-109: ${describeValues(VectorStatus)}`)
  .meta({ id: 'VectorStatus' });

export const refillDisplayStatusSchema = z
  .union([prescriptionStatusSchema, vectorStatusSchema])
  .describe('Refill display status: 0-9 (prescription statuses) or 100-109 (vector statuses)')
  .meta({ id: 'RefillDisplayStatus' });

export const orderStatusSchema = z
  .literal(Object.values(OrderStatus))
  .describe(`Pharmacy workflow status 300-352: ${describeValues(OrderStatus)}`)
  .meta({ id: 'OrderStatus' });

export const trackerDisplayStatusSchema = z.enum(TrackerDisplayStatus).meta({ id: 'TrackerDisplayStatus' });

export const prescriptionClassSchema = z
  .enum(['active', 'pending', 'inactive'])
  .describe('Which medication table the prescription belongs to')
  .meta({ id: 'PrescriptionClass' });

export const medicationViewSchema = z.enum(MedicationView).meta({ id: 'MedicationView' });

export type PrescriptionStatusSchemaMatches = Expect<TypesMatch<z.infer<typeof prescriptionStatusSchema>, PrescriptionStatus>>;
export type VectorStatusSchemaMatches = Expect<TypesMatch<z.infer<typeof vectorStatusSchema>, VectorStatus>>;
export type RefillDisplayStatusSchemaMatches = Expect<
  TypesMatch<z.infer<typeof refillDisplayStatusSchema>, RefillDisplayStatus>
>;
export type OrderStatusSchemaMatches = Expect<TypesMatch<z.infer<typeof orderStatusSchema>, OrderStatus>>;
export type TrackerDisplayStatusSchemaMatches = Expect<
  TypesMatch<z.infer<typeof trackerDisplayStatusSchema>, TrackerDisplayStatus>
>;
export type PrescriptionClassSchemaMatches = Expect<TypesMatch<z.infer<typeof prescriptionClassSchema>, PrescriptionClass>>;
export type MedicationViewSchemaMatches = Expect<TypesMatch<z.infer<typeof medicationViewSchema>, MedicationView>>;
