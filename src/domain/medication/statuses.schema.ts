import { z } from 'zod';
import { MedicationView } from './medication-views';
import { OrderStatus, PRESCRIPTION_CLASSES, PrescriptionStatus, VectorStatus } from './statuses';
import { TrackerDisplayStatus } from './tracker-statuses';

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
  .enum(PRESCRIPTION_CLASSES)
  .describe('Which medication table the prescription belongs to')
  .meta({ id: 'PrescriptionClass' });

export const medicationViewSchema = z.enum(MedicationView).meta({ id: 'MedicationView' });
