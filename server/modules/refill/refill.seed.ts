import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus, PrescriptionStatus, VectorStatus } from '../../../src/domain/medication/statuses';
import { REFRIGERATED_DELIVERY_WEEKDAYS, STANDARD_DELIVERY_WEEKDAYS } from '../../../src/domain/refill/delivery-dates';
import { addDays, localDateIn } from '../../../src/domain/calendar/calendar-dates';
import { DEFAULT_PHARMACY_TIME_ZONE } from '../../../src/domain/company/pharmacy-time-zone';
import type { Database } from '../../platform/db/database';
import { insertRefillRequest } from './refill.queries';
import { PHARMACY, ups, fedex, type ScenarioData, type SeedAssessment, type SeedPrescription, type SeedRequest } from './refill.seed-shapes';
import { MEDICATION_SCENARIO } from './refill.seed-medications';
import { addresses } from '../patient/patient.tables';
import { billingEntries, drugAssessments, orderItems, orders, prescriptions } from './refill.tables';

/**
 * Prescriptions, refill requests, orders with billing and tracking, and drug assessments of the
 * demo patients. Dates are relative to the seeding time.
 *
 * 'wizard': the refill wizard is usable (no order in progress) and shows every case:
 *   6012001 Humira Pen          refrigerated, due
 *   6012002 Lisinopril          not refrigerated, due
 *   6012003 Methotrexate        no instructions (the wizard asks to confirm them)
 *   6012004 Enbrel SureClick    refilled through the pharmacy only (allowPortalRefill false)
 *   6012005 Folic Acid          1 refill left (low refills)
 *   6012006 Prednisone          no refills left (call the pharmacy)
 *   6012007 Xeljanz             a required assessment to complete first (survey event 9001)
 *   6012008 Atorvastatin        not yet due: shipped 8 days ago, so its own earliest date is later
 *   6012009 Otezla              pending (under review)
 *   6012010 Amoxicillin         inactive (expired)
 *   with past shipments of 6012001-6012003 (orders, billing, tracking) when a history address is given.
 * 'active-order': orders in progress, so the refill page shows the active-order notice:
 *   6013001 Humira Pen          in a requested refill request (still editable)
 *   6013002 Lisinopril          in a processing request (the pharmacy is filling it)
 *   6013003 Metformin           open, with past shipments, billing and tracking
 */
export type RefillScenario = 'wizard' | 'active-order' | 'medications';

export const REQUIRED_ASSESSMENT_EVENT_ID = 9001;

/** An active, portal-refillable prescription at room temperature whose last order was delivered. */
const OPEN_DELIVERED_UNREFRIGERATED = {
  displayStatus: PrescriptionStatus.OPEN,
  orderStatus: OrderStatus.DELIVERED,
  isActive: true,
  refrigerated: false,
  allowPortalRefill: true,
} as const;

const blueHorizon = { rxBin: '610014', rxPCN: 'BHRX', rxGroup: 'GRP88120', rxId: 'BHP4477120931' };
const visaCard = { cardType: 'Visa' as const, cardNumberShort: '4242', cardExpiry: '08/28', nameOnCard: 'Pat Morgan' };

const WIZARD_PRESCRIPTIONS: SeedPrescription[] = [
  {
    rxNumber: '6012001',
    mId: 501,
    displayName: 'Humira Pen 40 mg/0.4 mL',
    instructions: 'Inject 40 mg under the skin every other week.',
    provider: 'Dr. Maya Chen',
    numDoses: 2,
    daysOfSupply: 28,
    refillsLeft: 5,
    shippedDaysAgo: 24,
    fillCount: 6,
    displayStatus: PrescriptionStatus.OPEN,
    orderStatus: OrderStatus.DELIVERED,
    isActive: true,
    refrigerated: true,
    allowPortalRefill: true,
    ndc11: '00074055402',
    expiresInDays: 200,
    writtenDaysAgo: 180,
    tracking: ups('1Z999AA10123456784'),
  },
  {
    rxNumber: '6012002',
    mId: 502,
    displayName: 'Lisinopril 10 mg tablet',
    instructions: 'Take 1 tablet by mouth once daily in the morning.',
    provider: 'Dr. Ana Ruiz',
    numDoses: 90,
    daysOfSupply: 90,
    refillsLeft: 3,
    shippedDaysAgo: 70,
    fillCount: 2,
    ...OPEN_DELIVERED_UNREFRIGERATED,
    ndc11: '68180051301',
    expiresInDays: 290,
    writtenDaysAgo: 160,
    tracking: fedex('794644790132'),
  },
  {
    rxNumber: '6012003',
    mId: 503,
    displayName: 'Methotrexate 2.5 mg tablet',
    instructions: null,
    provider: 'Dr. Maya Chen',
    numDoses: 24,
    daysOfSupply: 28,
    refillsLeft: 2,
    shippedDaysAgo: 24,
    fillCount: 4,
    ...OPEN_DELIVERED_UNREFRIGERATED,
    ndc11: '00054455025',
    expiresInDays: 150,
    writtenDaysAgo: 140,
    tracking: ups('1Z999AA10123456784'),
  },
  {
    rxNumber: '6012004',
    mId: 504,
    displayName: 'Enbrel SureClick 50 mg/mL',
    instructions: 'Inject 50 mg under the skin once weekly.',
    provider: 'Dr. Maya Chen',
    numDoses: 4,
    daysOfSupply: 28,
    refillsLeft: 4,
    shippedDaysAgo: 26,
    fillCount: 3,
    displayStatus: PrescriptionStatus.OPEN_CALL_REQUIRED,
    orderStatus: OrderStatus.DELIVERED,
    isActive: true,
    refrigerated: true,
    allowPortalRefill: false,
    ndc11: '58406044504',
    expiresInDays: 240,
    writtenDaysAgo: 100,
  },
  {
    rxNumber: '6012005',
    mId: 505,
    displayName: 'Folic Acid 1 mg tablet',
    instructions: 'Take 1 tablet by mouth once daily.',
    provider: 'Dr. Ana Ruiz',
    numDoses: 30,
    daysOfSupply: 30,
    refillsLeft: 1,
    shippedDaysAgo: 28,
    fillCount: 5,
    ...OPEN_DELIVERED_UNREFRIGERATED,
    ndc11: '00603316221',
    expiresInDays: 120,
    writtenDaysAgo: 200,
  },
  {
    rxNumber: '6012006',
    mId: 506,
    displayName: 'Prednisone 5 mg tablet',
    instructions: 'Take 1 tablet by mouth daily with food.',
    provider: 'Dr. Ana Ruiz',
    numDoses: 30,
    daysOfSupply: 30,
    refillsLeft: 0,
    shippedDaysAgo: 29,
    fillCount: 3,
    displayStatus: PrescriptionStatus.OPEN_CALL_REQUIRED,
    orderStatus: OrderStatus.DELIVERED,
    isActive: true,
    refrigerated: false,
    allowPortalRefill: true,
    ndc11: '00054472825',
    expiresInDays: 90,
    writtenDaysAgo: 120,
  },
  {
    rxNumber: '6012007',
    mId: 507,
    displayName: 'Xeljanz 11 mg tablet',
    instructions: 'Take 1 tablet by mouth once daily.',
    provider: 'Dr. Maya Chen',
    numDoses: 30,
    daysOfSupply: 30,
    refillsLeft: 3,
    shippedDaysAgo: 26,
    fillCount: 2,
    ...OPEN_DELIVERED_UNREFRIGERATED,
    ndc11: '00069050230',
    expiresInDays: 300,
    writtenDaysAgo: 60,
  },
  {
    rxNumber: '6012008',
    mId: 508,
    displayName: 'Atorvastatin 20 mg tablet',
    instructions: 'Take 1 tablet by mouth at bedtime.',
    provider: 'Dr. Ana Ruiz',
    numDoses: 30,
    daysOfSupply: 30,
    refillsLeft: 5,
    shippedDaysAgo: 8,
    fillCount: 7,
    displayStatus: PrescriptionStatus.NOT_YET_DUE,
    orderStatus: OrderStatus.DELIVERED,
    isActive: true,
    refrigerated: false,
    allowPortalRefill: true,
    ndc11: '00071015523',
    expiresInDays: 330,
    writtenDaysAgo: 210,
  },
  {
    rxNumber: '6012009',
    mId: 509,
    displayName: 'Otezla 30 mg tablet',
    instructions: 'Take 1 tablet by mouth twice daily.',
    provider: 'Dr. Maya Chen',
    numDoses: 60,
    daysOfSupply: 30,
    refillsLeft: 11,
    shippedDaysAgo: null,
    fillCount: 0,
    displayStatus: VectorStatus.REVIEW,
    orderStatus: null,
    isActive: true,
    refrigerated: false,
    allowPortalRefill: true,
    ndc11: '59572063106',
    expiresInDays: 365,
    writtenDaysAgo: 3,
    inPhysicianQueue: 'Waiting for the prescriber to confirm the dose',
  },
  {
    rxNumber: '6012010',
    mId: 510,
    displayName: 'Amoxicillin 500 mg capsule',
    instructions: 'Take 1 capsule by mouth three times daily for 10 days.',
    provider: 'Dr. Ana Ruiz',
    numDoses: 30,
    daysOfSupply: 10,
    refillsLeft: 0,
    shippedDaysAgo: 400,
    fillCount: 1,
    displayStatus: VectorStatus.EXPIRED,
    orderStatus: null,
    isActive: false,
    refrigerated: false,
    allowPortalRefill: true,
    ndc11: '00093310905',
    cancelReason: 'expired rx',
    expiresInDays: -35,
    writtenDaysAgo: 400,
  },
];

const WIZARD_HISTORY: SeedRequest[] = [
  {
    rxNumbers: ['6012002'],
    status: PrescriptionStatus.SHIPPED,
    address: 'history',
    requestedDaysAgo: 75,
    deliveryInDays: -68,
    paymentMethod: 0,
    supplies: null,
    deliveryInstructions: null,
    order: {
      status: PrescriptionStatus.SHIPPED,
      shippedDaysAgo: 70,
      details: null,
      items: [
        {
          rxNumber: '6012002',
          tracking: fedex('794644790132'),
          billing: [
            { paymentType: 'INSURANCE1', amountPaid: '38.40', planType: 'Commercial', insurance: blueHorizon },
            { paymentType: 'CARD', amountPaid: '5.00', card: visaCard },
          ],
        },
      ],
    },
  },
  {
    rxNumbers: ['6012001', '6012003'],
    status: PrescriptionStatus.SHIPPED,
    address: 'history',
    requestedDaysAgo: 29,
    deliveryInDays: -23,
    paymentMethod: 0,
    supplies: [
      { supId: 1, value: 'Alcohol swabs' },
      { supId: 2, value: 'Sharps Container' },
    ],
    deliveryInstructions: 'Leave the package with the front desk.',
    order: {
      status: PrescriptionStatus.SHIPPED,
      shippedDaysAgo: 24,
      details: 'Shipped cold with ice packs.',
      items: [
        {
          rxNumber: '6012001',
          tracking: ups('1Z999AA10123456784'),
          billing: [
            { paymentType: 'INSURANCE1', amountPaid: '6120.55', planType: 'Commercial', insurance: blueHorizon },
            { paymentType: 'CARD', amountPaid: '5.00', copayAssistance: '495.00', card: visaCard },
          ],
        },
        {
          rxNumber: '6012003',
          tracking: ups('1Z999AA10123456784'),
          billing: [{ paymentType: 'INSURANCE1', amountPaid: '12.10', planType: 'Commercial', insurance: blueHorizon }],
        },
      ],
    },
  },
  {
    rxNumbers: ['6012005'],
    status: PrescriptionStatus.CANCELLED,
    address: 'history',
    requestedDaysAgo: 130,
    deliveryInDays: -125,
    paymentMethod: 1,
    supplies: null,
    deliveryInstructions: null,
    placeholder: true,
    order: { status: PrescriptionStatus.CANCELLED, shippedDaysAgo: null, details: 'Cancelled at the patient\'s request.', items: [{ rxNumber: '6012005', billing: [] }] },
  },
];

const WIZARD_ASSESSMENTS: SeedAssessment[] = [
  { mId: 507, surveyEventId: REQUIRED_ASSESSMENT_EVENT_ID, surveyName: 'Xeljanz Safety Check-in', isRequired: true, completed: false },
  { mId: 501, surveyEventId: 9002, surveyName: 'Humira Injection Check-in', isRequired: true, completed: true },
  { mId: 502, surveyEventId: 9003, surveyName: 'Blood Pressure Survey', isRequired: false, completed: false },
];

const ACTIVE_ORDER_PRESCRIPTIONS: SeedPrescription[] = [
  {
    ...WIZARD_PRESCRIPTIONS[0]!,
    rxNumber: '6013001',
    shippedDaysAgo: 27,
    displayStatus: PrescriptionStatus.REQUESTED,
    orderStatus: null,
    tracking: ups('1Z999AA10123456791'),
  },
  {
    ...WIZARD_PRESCRIPTIONS[1]!,
    rxNumber: '6013002',
    shippedDaysAgo: 85,
    displayStatus: PrescriptionStatus.PROCESSING,
    orderStatus: OrderStatus.FILLING,
    tracking: undefined,
  },
  {
    rxNumber: '6013003',
    mId: 511,
    displayName: 'Metformin 500 mg tablet',
    instructions: 'Take 1 tablet by mouth twice daily with meals.',
    provider: 'Dr. Ana Ruiz',
    numDoses: 180,
    daysOfSupply: 90,
    refillsLeft: 2,
    shippedDaysAgo: 20,
    fillCount: 3,
    displayStatus: PrescriptionStatus.NOT_YET_DUE,
    orderStatus: OrderStatus.DELIVERED,
    isActive: true,
    refrigerated: false,
    allowPortalRefill: true,
    ndc11: '00093104801',
    expiresInDays: 250,
    writtenDaysAgo: 290,
    tracking: fedex('794644790145'),
  },
];

const rileyCard = { cardType: 'Mastercard' as const, cardNumberShort: '5454', cardExpiry: '11/27', nameOnCard: 'Riley Brooks' };

const ACTIVE_ORDER_REQUESTS: SeedRequest[] = [
  {
    rxNumbers: ['6013003'],
    status: PrescriptionStatus.SHIPPED,
    address: 'home',
    requestedDaysAgo: 115,
    deliveryInDays: -110,
    paymentMethod: 0,
    supplies: null,
    deliveryInstructions: null,
    order: {
      status: PrescriptionStatus.SHIPPED,
      shippedDaysAgo: 111,
      details: null,
      items: [
        {
          rxNumber: '6013003',
          tracking: fedex('794644790101'),
          billing: [
            { paymentType: 'INSURANCE1', amountPaid: '21.75', planType: 'Medicare Part D', insurance: { rxBin: '004336', rxPCN: 'MEDDADV', rxGroup: 'RX8820', rxId: 'MDP20931877' } },
            { paymentType: 'CASH', amountPaid: '3.00' },
          ],
        },
      ],
    },
  },
  {
    rxNumbers: ['6013001', '6013003'],
    status: PrescriptionStatus.SHIPPED,
    address: 'home',
    requestedDaysAgo: 32,
    deliveryInDays: -26,
    paymentMethod: 0,
    supplies: [{ supId: 3, value: 'Band Aids' }],
    deliveryInstructions: 'Ring the bell twice.',
    order: {
      status: PrescriptionStatus.SHIPPED,
      shippedDaysAgo: 27,
      details: 'Shipped cold with ice packs.',
      items: [
        {
          rxNumber: '6013001',
          tracking: ups('1Z999AA10123456791'),
          billing: [
            { paymentType: 'INSURANCE1', amountPaid: '5980.00', planType: 'Commercial', insurance: blueHorizon },
            { paymentType: 'INSURANCE2', amountPaid: '120.00', planType: 'Medicare Part D', insurance: { rxBin: '004336', rxPCN: 'MEDDADV', rxGroup: 'RX8820', rxId: 'MDP20931877' } },
            { paymentType: 'CARD', amountPaid: '10.00', copayAssistance: '490.00', card: rileyCard },
          ],
        },
        {
          rxNumber: '6013003',
          tracking: fedex('794644790145'),
          billing: [
            { paymentType: 'INSURANCE1', amountPaid: '19.80', planType: 'Commercial', insurance: blueHorizon },
            { paymentType: 'BILL ME LATER', amountPaid: '4.20' },
          ],
        },
      ],
    },
  },
  {
    rxNumbers: ['6013002'],
    status: PrescriptionStatus.PROCESSING,
    address: 'home',
    requestedDaysAgo: 3,
    deliveryInDays: 3,
    paymentMethod: 1,
    supplies: null,
    deliveryInstructions: null,
    order: { status: PrescriptionStatus.PROCESSING, shippedDaysAgo: null, details: 'Filling at the pharmacy.', items: [{ rxNumber: '6013002', billing: [] }] },
  },
  {
    rxNumbers: ['6013001'],
    status: PrescriptionStatus.REQUESTED,
    address: 'home',
    requestedDaysAgo: 1,
    deliveryInDays: 6,
    paymentMethod: 0,
    supplies: [
      { supId: 1, value: 'Alcohol swabs' },
      { supId: 4, value: 'Cooler bag' },
    ],
    deliveryInstructions: 'Please call on arrival.',
    order: { status: PrescriptionStatus.REQUESTED, shippedDaysAgo: null, details: null, items: [{ rxNumber: '6013001', billing: [] }] },
  },
];

const SCENARIOS: Record<RefillScenario, ScenarioData> = {
  wizard: { prescriptions: WIZARD_PRESCRIPTIONS, history: WIZARD_HISTORY, assessments: WIZARD_ASSESSMENTS },
  'active-order': { prescriptions: ACTIVE_ORDER_PRESCRIPTIONS, history: ACTIVE_ORDER_REQUESTS, assessments: [] },
  medications: MEDICATION_SCENARIO,
};

const MS_PER_DAY = 86_400_000;
/** The date `days` from now in the pharmacy's calendar (the widgets count days there, e.g. the 90-day tracking link). */
const dateFrom = (now: Date, days: number) => addDays(localDateIn(now, DEFAULT_PHARMACY_TIME_ZONE), days);

/** The first delivery day (of the kind) at least `days` ahead. */
function deliveryDayFrom(now: Date, days: number, refrigerated: boolean): string {
  const weekdays = refrigerated ? REFRIGERATED_DELIVERY_WEEKDAYS : STANDARD_DELIVERY_WEEKDAYS;
  for (let offset = days; ; offset++) {
    const date = dateFrom(now, offset);
    if (weekdays.has(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
}

export interface ScenarioAddresses {
  /** Where past shipments went (and the address the prescriptions last shipped to). */
  history: number | null;
  home: number;
  pickup: number | null;
}

/**
 * Inserts the scenario's prescriptions, assessments and requests for a patient. Past requests
 * and orders are inserted only when there is a history address; the addresses requests use are
 * marked as used by a refill.
 */
export async function seedRefillScenario(tx: Database, uId: number, scenario: RefillScenario, where: ScenarioAddresses, now: Date): Promise<void> {
  const data = SCENARIOS[scenario];
  const lastShippedAddrId = where.history ?? where.home;
  const rows = await tx
    .insert(prescriptions)
    .values(
      data.prescriptions.map((rx) => ({
        uId,
        mId: rx.mId,
        rxNumber: rx.rxNumber,
        displayName: rx.displayName,
        instructions: rx.instructions,
        provider: rx.provider,
        numDoses: rx.numDoses,
        daysOfSupply: rx.daysOfSupply,
        refillsLeft: rx.refillsLeft,
        dateWritten: dateFrom(now, -rx.writtenDaysAgo),
        expirationDate: dateFrom(now, rx.expiresInDays),
        ndc11: rx.ndc11,
        cancelReason: rx.cancelReason ?? null,
        orderStatus: rx.orderStatus,
        isActive: rx.isActive,
        displayStatus: rx.displayStatus,
        fillCount: rx.fillCount,
        latestDateShipped: rx.shippedDaysAgo === null ? null : dateFrom(now, -rx.shippedDaysAgo),
        lastShippedAddrId: rx.shippedDaysAgo === null ? null : lastShippedAddrId,
        refrigerated: rx.refrigerated,
        allowPortalRefill: rx.allowPortalRefill,
        rxStatusFields: { inPhysicianQueue: rx.inPhysicianQueue !== undefined, physicianQueueReason: rx.inPhysicianQueue ?? null },
        ...(rx.pharmacy ?? PHARMACY),
        trackingNumber: rx.tracking?.trackingNumber ?? null,
        trackingUrl: rx.tracking?.trackingUrl ?? null,
        carrier: rx.tracking?.carrier ?? null,
      })),
    )
    .returning({ gId: prescriptions.gId, rxNumber: prescriptions.rxNumber, refrigerated: prescriptions.refrigerated });
  const byRx = new Map(rows.map((row) => [row.rxNumber, row]));

  if (data.assessments.length > 0) await tx.insert(drugAssessments).values(data.assessments.map((assessment) => ({ uId, ...assessment })));

  const usedAddresses = new Set<number>();
  for (const request of data.history) {
    const addrId = request.address === 'history' ? where.history : request.address === 'home' ? where.home : where.pickup;
    if (addrId === null) continue;
    const inProgress = request.status === PrescriptionStatus.REQUESTED || request.status === PrescriptionStatus.PROCESSING;
    const refrigerated = request.rxNumbers.some((rxNumber) => byRx.get(rxNumber)!.refrigerated);
    const deliveryDate = inProgress ? deliveryDayFrom(now, request.deliveryInDays, refrigerated) : dateFrom(now, request.deliveryInDays);
    const requestId = await insertRefillRequest(tx, {
      uId,
      status: request.status,
      addrId,
      isPickup: request.address === 'pickup' ? 1 : 0,
      deliveryDate,
      paymentMethod: request.paymentMethod,
      supplies: request.supplies,
      deliveryInstructions: request.deliveryInstructions,
      placeholder: request.placeholder ?? false,
      gIds: request.rxNumbers.map((rxNumber) => byRx.get(rxNumber)!.gId),
      dateRequested: new Date(now.getTime() - request.requestedDaysAgo * MS_PER_DAY),
    });
    usedAddresses.add(addrId);
    if (!request.order) continue;
    const [order] = await tx
      .insert(orders)
      .values({
        uId,
        requestId,
        orderStatus: request.order.status,
        expectedDeliveryDate: request.order.noExpectedDate ? null : deliveryDate,
        dateShipped: request.order.shippedDaysAgo === null ? null : dateFrom(now, -request.order.shippedDaysAgo),
        details: request.order.details,
        createdAt: new Date(now.getTime() - request.requestedDaysAgo * MS_PER_DAY),
      })
      .returning({ orderId: orders.orderId });
    for (const item of request.order.items) {
      const [orderItem] = await tx
        .insert(orderItems)
        .values({
          orderId: order!.orderId,
          gId: byRx.get(item.rxNumber)!.gId,
          trackingNumber: item.tracking?.trackingNumber ?? null,
          trackingUrl: item.tracking?.trackingUrl ?? null,
          courier: item.tracking?.carrier ?? null,
        })
        .returning({ orderItemId: orderItems.orderItemId });
      if (item.billing.length === 0) continue;
      const dateBilled = request.order.shippedDaysAgo === null ? null : dateFrom(now, -request.order.shippedDaysAgo);
      await tx.insert(billingEntries).values(
        item.billing.map((entry) => ({
          orderItemId: orderItem!.orderItemId,
          paymentType: entry.paymentType,
          amountPaid: entry.amountPaid,
          dateBilled,
          copayAssistance: entry.copayAssistance ?? null,
          planType: entry.planType ?? null,
          rxBin: entry.insurance?.rxBin ?? null,
          rxPcn: entry.insurance?.rxPCN ?? null,
          rxGroup: entry.insurance?.rxGroup ?? null,
          rxId: entry.insurance?.rxId ?? null,
          cardType: entry.card?.cardType ?? null,
          cardNumberShort: entry.card?.cardNumberShort ?? null,
          cardExpiry: entry.card?.cardExpiry ?? null,
          nameOnCard: entry.card?.nameOnCard ?? null,
        })),
      );
    }
  }
  for (const addrId of usedAddresses) {
    await tx.update(addresses).set({ inRefill: 1 }).where(and(eq(addresses.uId, uId), eq(addresses.addrId, addrId)));
  }
}

/** Whether the patient has prescriptions already (the seed then leaves them as they are). */
export async function hasPrescriptions(tx: Database, uId: number): Promise<boolean> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(prescriptions).where(eq(prescriptions.uId, uId));
  return Number(row?.n ?? 0) > 0;
}
