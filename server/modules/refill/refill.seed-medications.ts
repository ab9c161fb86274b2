import { OrderStatus, PrescriptionStatus, VectorStatus } from '../../../src/domain/medication/statuses';
import type { ScenarioData, SeedBilling, SeedPrescription, SeedRequest, Tracking } from './refill.seed-shapes';

/**
 * The 'medications' scenario: the medication screen, its tracker and the order history in every
 * state. One prescription per tracker mapping row (spec 02 §4), one per status-click route
 * (schedule delivery, edit request, vector view, single view), refill alerts, and orders of every
 * order-history status, with every payment type, shipped 5, 40, 89 and 91 days ago (tracking
 * links live up to 90 days) and one without an expected date.
 *
 *   7014001 Cimzia       NEW_RX (first fill)             7014012 Simponi    RX_CANCELLED
 *   7014002 Dupixent     BENEFITS                        7014013 Entyvio    RX_CANCELLED_INSURANCE
 *   7014003 Stelara      INSURANCE_ISSUE                 7014014 Tremfya    RX_CANCELLED_THERAPY
 *   7014004 Skyrizi      PA_IN_PROGRESS                  7014015 Ilumya     RX_DISCONTINUED
 *   7014005 Taltz        PA_DENIED_PRE_TRANSFER          7014016 Siliq      RX_DISCONTINUED_INSURANCE
 *   7014006 Cosentyx     RX_TRANSFER                     7014017 Kineret    RX_DISCONTINUED_THERAPY
 *   7014007 Orencia      COORDINATING (processing order) 7014018 Aspirin    no tracker status
 *   7014008 Kevzara      PA_REQUIRED                     7014019 Lisinopril open: schedule delivery, 1 refill left
 *   7014009 Actemra      OUTREACH_ATTEMPT                7014020 Humira     requested: edit request
 *   7014010 Rinvoq       ORDER_SHIPPED                   7014021 Otezla     pending (review): vector view
 *   7014011 Olumiant     PA_DENIED                       7014022 Prednisone no refills left
 *                                                        7014023 Amoxicillin inactive (expired)
 */

const ups = (trackingNumber: string): Tracking => ({ carrier: 'UPS', trackingNumber, trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}` });
const fedex = (trackingNumber: string): Tracking => ({ carrier: 'FedEx', trackingNumber, trackingUrl: `https://www.fedex.com/fedextrack/?trknbr=${trackingNumber}` });

const TRANSFER_PHARMACY = { pharmacyName: 'Northside Specialty Pharmacy', pharmacyAddress: '200 Market Street, Philadelphia, PA 19106', pharmacyPhone: '1-800-555-0199' };

function rx(rxNumber: string, displayName: string, orderStatus: number | null, fillCount: number, overrides: Partial<SeedPrescription> = {}): SeedPrescription {
  return {
    rxNumber,
    mId: 700 + Number(rxNumber.slice(-2)),
    displayName,
    instructions: 'Use as directed by your prescriber.',
    provider: 'Dr. Maya Chen',
    numDoses: 2,
    daysOfSupply: 28,
    refillsLeft: 4,
    shippedDaysAgo: fillCount === 0 ? null : 30,
    fillCount,
    displayStatus: PrescriptionStatus.PROCESSING,
    orderStatus,
    isActive: true,
    refrigerated: false,
    allowPortalRefill: true,
    ndc11: `00000${rxNumber.slice(1)}`.slice(-11),
    expiresInDays: 300,
    writtenDaysAgo: 40,
    ...overrides,
  };
}

const FIRST_FILL = { displayStatus: PrescriptionStatus.NOT_AVAILABLE };
const ENDED = { isActive: false, displayStatus: PrescriptionStatus.CANCELLED };

export const MEDICATION_PRESCRIPTIONS: SeedPrescription[] = [
  rx('7014001', 'Cimzia 200 mg/mL syringe', OrderStatus.NEW_RX_RECEIVED, 0, FIRST_FILL),
  rx('7014002', 'Dupixent 300 mg pen', OrderStatus.BENEFITS_INVESTIGATION, 0, FIRST_FILL),
  rx('7014003', 'Stelara 45 mg syringe', OrderStatus.INSURANCE_ISSUE, 0, FIRST_FILL),
  rx('7014004', 'Skyrizi 150 mg pen', OrderStatus.PA_IN_PROGRESS, 0, FIRST_FILL),
  rx('7014005', 'Taltz 80 mg autoinjector', OrderStatus.PA_DENIED_PRE_TRANSFER, 0, FIRST_FILL),
  rx('7014006', 'Cosentyx 150 mg pen', OrderStatus.RX_TRANSFERRED, 0, { ...FIRST_FILL, pharmacy: TRANSFER_PHARMACY }),
  rx('7014007', 'Orencia 125 mg syringe', OrderStatus.COORDINATING_DELIVERY, 2),
  rx('7014008', 'Kevzara 200 mg pen', OrderStatus.PA_REQUIRED, 2),
  rx('7014009', 'Actemra 162 mg syringe', OrderStatus.OUTREACH_ATTEMPT, 2),
  rx('7014010', 'Rinvoq 15 mg tablet', OrderStatus.SHIPPED, 3, { shippedDaysAgo: 5, displayStatus: PrescriptionStatus.SHIPPED, tracking: ups('1Z999AA10140100010') }),
  rx('7014011', 'Olumiant 2 mg tablet', OrderStatus.PA_DENIED, 2),
  rx('7014012', 'Simponi 50 mg pen', OrderStatus.CANCELLED, 2, ENDED),
  rx('7014013', 'Entyvio 108 mg pen', OrderStatus.CANCELLED_INSURANCE, 2, ENDED),
  rx('7014014', 'Tremfya 100 mg pen', OrderStatus.CANCELLED_THERAPY, 2, ENDED),
  rx('7014015', 'Ilumya 100 mg syringe', OrderStatus.DISCONTINUED, 2, ENDED),
  rx('7014016', 'Siliq 210 mg syringe', OrderStatus.DISCONTINUED_INSURANCE, 2, ENDED),
  rx('7014017', 'Kineret 100 mg syringe', OrderStatus.DISCONTINUED_THERAPY, 2, ENDED),
  rx('7014018', 'Aspirin 81 mg tablet', null, 4, { displayStatus: PrescriptionStatus.NOT_YET_DUE, shippedDaysAgo: 91, provider: 'Dr. Ana Ruiz', daysOfSupply: 90, numDoses: 90 }),
  rx('7014019', 'Lisinopril 10 mg tablet', null, 3, {
    displayStatus: PrescriptionStatus.OPEN,
    refillsLeft: 1,
    shippedDaysAgo: 89,
    provider: 'Dr. Ana Ruiz',
    instructions: 'Take 1 tablet by mouth once daily in the morning.',
    daysOfSupply: 90,
    numDoses: 90,
  }),
  rx('7014020', 'Humira Pen 40 mg/0.4 mL', null, 6, {
    displayStatus: PrescriptionStatus.REQUESTED,
    refrigerated: true,
    shippedDaysAgo: 40,
    instructions: 'Inject 40 mg under the skin every other week.',
  }),
  rx('7014021', 'Otezla 30 mg tablet', null, 0, { displayStatus: VectorStatus.REVIEW, inPhysicianQueue: 'Waiting for the prescriber to confirm the dose' }),
  rx('7014022', 'Prednisone 5 mg tablet', null, 3, { displayStatus: PrescriptionStatus.OPEN_CALL_REQUIRED, refillsLeft: 0, shippedDaysAgo: 29 }),
  rx('7014023', 'Amoxicillin 500 mg capsule', null, 1, { displayStatus: VectorStatus.EXPIRED, isActive: false, refillsLeft: 0, shippedDaysAgo: 400, cancelReason: 'expired rx', expiresInDays: -35 }),
];

const blueHorizon = { rxBin: '610014', rxPCN: 'BHRX', rxGroup: 'GRP88120', rxId: 'BHP4477120931' };
const medicare = { rxBin: '004336', rxPCN: 'MEDDADV', rxGroup: 'RX8820', rxId: 'MDP20931877' };
const stateAid = { rxBin: '012353', rxPCN: 'PAMCD', rxGroup: 'PAMA01', rxId: 'SA99817263' };
const amexCard = { cardType: 'Amex' as const, cardNumberShort: '1005', cardExpiry: '04/29', nameOnCard: 'Morgan Tracker' };

const shipped = (rxNumber: string, shippedDaysAgo: number, tracking: Tracking, billing: SeedBilling[]): SeedRequest => ({
  rxNumbers: [rxNumber],
  status: PrescriptionStatus.SHIPPED,
  address: 'home',
  requestedDaysAgo: shippedDaysAgo + 4,
  deliveryInDays: -(shippedDaysAgo - 2),
  paymentMethod: 0,
  supplies: null,
  deliveryInstructions: null,
  order: { status: PrescriptionStatus.SHIPPED, shippedDaysAgo, details: null, items: [{ rxNumber, tracking, billing }] },
});

export const MEDICATION_ORDERS: SeedRequest[] = [
  shipped('7014018', 91, ups('1Z999AA10140100091'), [{ paymentType: 'CASH', amountPaid: '3.00' }]),
  shipped('7014019', 89, fedex('794644790089'), [
    { paymentType: 'INSURANCE1', amountPaid: '18.40', planType: 'Commercial', insurance: blueHorizon },
    { paymentType: 'CHECK', amountPaid: '2.50' },
  ]),
  shipped('7014020', 40, ups('1Z999AA10140100040'), [
    { paymentType: 'INSURANCE1', amountPaid: '5980.00', planType: 'Commercial', insurance: blueHorizon },
    { paymentType: 'INSURANCE2', amountPaid: '120.00', planType: 'Medicare Part D', insurance: medicare },
    { paymentType: 'INSURANCE3', amountPaid: '40.00', planType: 'State assistance', insurance: stateAid },
    { paymentType: 'CARD', amountPaid: '10.00', copayAssistance: '490.00', card: amexCard },
  ]),
  shipped('7014010', 5, ups('1Z999AA10140100010'), [
    { paymentType: 'INSURANCE1', amountPaid: '4200.00', planType: 'Commercial', insurance: blueHorizon },
    { paymentType: 'CARD', amountPaid: '5.00', copayAssistance: '95.00', card: amexCard },
  ]),
  {
    rxNumbers: ['7014012'],
    status: PrescriptionStatus.CANCELLED,
    address: 'home',
    requestedDaysAgo: 60,
    deliveryInDays: -55,
    paymentMethod: 1,
    supplies: null,
    deliveryInstructions: null,
    order: { status: PrescriptionStatus.CANCELLED, shippedDaysAgo: null, details: 'Cancelled by the pharmacy.', items: [{ rxNumber: '7014012', billing: [] }], noExpectedDate: true },
  },
  {
    rxNumbers: ['7014007'],
    status: PrescriptionStatus.PROCESSING,
    address: 'home',
    requestedDaysAgo: 2,
    deliveryInDays: 4,
    paymentMethod: 1,
    supplies: null,
    deliveryInstructions: null,
    order: { status: PrescriptionStatus.PROCESSING, shippedDaysAgo: null, details: 'Filling at the pharmacy.', items: [{ rxNumber: '7014007', billing: [{ paymentType: 'BILL ME LATER', amountPaid: '15.00' }] }] },
  },
  {
    rxNumbers: ['7014020'],
    status: PrescriptionStatus.REQUESTED,
    address: 'home',
    requestedDaysAgo: 1,
    deliveryInDays: 7,
    paymentMethod: 0,
    supplies: [{ supId: 1, value: 'Alcohol swabs' }],
    deliveryInstructions: 'Please call on arrival.',
    order: { status: PrescriptionStatus.REQUESTED, shippedDaysAgo: null, details: null, items: [{ rxNumber: '7014020', billing: [] }] },
  },
];

export const MEDICATION_SCENARIO: ScenarioData = { prescriptions: MEDICATION_PRESCRIPTIONS, history: MEDICATION_ORDERS, assessments: [] };
