import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Address } from '../../../src/domain/patient/address.schema';
import { classifyPrescription, isOrderInProgress, PrescriptionStatus } from '../../../src/domain/medication/statuses';
import type { BillingEntry, Order, OrderItem } from '../../../src/domain/medication/order.schema';
import type { Prescription } from '../../../src/domain/medication/prescription.schema';
import type { RefillRecord, RefillRequestRecord, RefillSupply } from '../../../src/domain/refill/refill.schema';
import type { Database } from '../../platform/db/database';
import { rowsFromJson } from '../../platform/db/json-rows';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { billingEntries, orderItems, orders, prescriptions, refillRequestItems, refillRequests } from './refill.tables';
import { listAddresses } from '../patient';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
type RefillRequestRow = typeof refillRequests.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type BillingRow = typeof billingEntries.$inferSelect;

/** Request statuses in progress: requested and processing (src/domain/medication/statuses.ts). */
export const ACTIVE_REQUEST_STATUSES = [PrescriptionStatus.REQUESTED, PrescriptionStatus.PROCESSING] as const;

const ordersOfPatient = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.uId, sql.placeholder('uId')))
    .orderBy(sql`${orders.expectedDeliveryDate} DESC NULLS LAST`, desc(orders.orderId))
    .prepare('rx_orders_of_patient'),
);

// The items of the patient's orders (with their prescription's name and number) and their billing,
// by the orders' patient: part of every medication list and order history, prepared once per database.
const orderItemsOfPatient = preparedPerDatabase((db) =>
  db
    .select({
      orderItemId: orderItems.orderItemId,
      orderId: orderItems.orderId,
      gId: orderItems.gId,
      trackingNumber: orderItems.trackingNumber,
      trackingUrl: orderItems.trackingUrl,
      courier: orderItems.courier,
      displayName: prescriptions.displayName,
      rxNumber: prescriptions.rxNumber,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .innerJoin(prescriptions, eq(prescriptions.gId, orderItems.gId))
    .where(eq(orders.uId, sql.placeholder('uId')))
    .orderBy(asc(orderItems.orderItemId))
    .prepare('rx_order_items_of_patient'),
);
const billingOfPatientOrders = preparedPerDatabase((db) =>
  db
    .select({ billing: billingEntries })
    .from(billingEntries)
    .innerJoin(orderItems, eq(orderItems.orderItemId, billingEntries.orderItemId))
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    // Only the billing of items listed (those with their prescription), as the items' query.
    .innerJoin(prescriptions, eq(prescriptions.gId, orderItems.gId))
    .where(eq(orders.uId, sql.placeholder('uId')))
    .orderBy(asc(billingEntries.billingId))
    .prepare('rx_billing_of_patient_orders'),
);

/**
 * The prescriptions with these ids, whoever they belong to, locked for the rest of the
 * transaction (in id order, so two writers never wait on each other crosswise).
 */
export async function lockPrescriptions(db: Database, gIds: readonly number[]): Promise<PrescriptionRow[]> {
  if (gIds.length === 0) return [];
  return db
    .select()
    .from(prescriptions)
    .where(inArray(prescriptions.gId, [...gIds]))
    .orderBy(asc(prescriptions.gId))
    .for('update');
}

/** One of the patient's prescriptions by its number, locked for the rest of the transaction, or null. */
export async function lockPatientPrescription(db: Database, uId: number, rxNumber: string): Promise<PrescriptionRow | null> {
  const [row] = await db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), eq(prescriptions.rxNumber, rxNumber)))
    .for('update');
  return row ?? null;
}

/** Ends a prescription: inactive, cancelled, with the reason kept for the pharmacy. */
export async function cancelPrescription(db: Database, gId: number, cancelReason: string): Promise<void> {
  await db.update(prescriptions).set({ isActive: false, displayStatus: PrescriptionStatus.CANCELLED, cancelReason }).where(eq(prescriptions.gId, gId));
}

export async function setDisplayStatus(db: Database, gIds: readonly number[], displayStatus: number): Promise<void> {
  if (gIds.length === 0) return;
  await db.update(prescriptions).set({ displayStatus }).where(inArray(prescriptions.gId, [...gIds]));
}

/**
 * The prescriptions among `gIds` that have an order in progress: a refill request that is
 * requested or processing, an order in progress, or a pharmacy workflow status in progress.
 * `ignoreRequestId` leaves out that request, its orders and the workflow status of its
 * prescriptions (the request being edited).
 */
export async function prescriptionsWithActiveOrder(
  db: Database,
  rows: readonly PrescriptionRow[],
  ignoreRequestId?: number,
): Promise<Set<number>> {
  const gIds = rows.map((row) => row.gId);
  const busy = new Set<number>();
  if (gIds.length === 0) return busy;
  const requestRows = await db
    .select({ gId: refillRequestItems.gId, requestId: refillRequests.requestId })
    .from(refillRequestItems)
    .innerJoin(refillRequests, eq(refillRequests.requestId, refillRequestItems.requestId))
    .where(and(inArray(refillRequestItems.gId, gIds), inArray(refillRequests.status, [...ACTIVE_REQUEST_STATUSES])));
  const inEditedRequest = new Set(requestRows.filter((row) => row.requestId === ignoreRequestId).map((row) => row.gId));
  for (const row of requestRows) if (row.requestId !== ignoreRequestId) busy.add(row.gId);

  const orderRows = await db
    .select({ gId: orderItems.gId, orderStatus: orders.orderStatus, requestId: orders.requestId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(inArray(orderItems.gId, gIds));
  for (const row of orderRows) {
    if (ignoreRequestId !== undefined && row.requestId === ignoreRequestId) continue;
    if (isOrderInProgress(row.orderStatus)) busy.add(row.gId);
  }
  for (const row of rows) {
    if (isOrderInProgress(row.orderStatus) && !inEditedRequest.has(row.gId)) busy.add(row.gId);
  }
  return busy;
}

/** One of the patient's prescriptions, or null when it is not theirs. */
export async function prescriptionOfPatient(db: Database, uId: number, gId: number): Promise<{ gId: number; isActive: boolean } | null> {
  const [row] = await db
    .select({ gId: prescriptions.gId, isActive: prescriptions.isActive })
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), eq(prescriptions.gId, gId)));
  return row ?? null;
}

/** What a refill reminder's schedule needs from each of these prescriptions, by id. */
export async function prescriptionSchedules(
  db: Database,
  gIds: readonly number[],
): Promise<Map<number, Pick<PrescriptionRow, 'rxNumber' | 'displayName' | 'isActive' | 'latestDateShipped' | 'daysOfSupply'>>> {
  if (gIds.length === 0) return new Map();
  const rows = await db
    .select({
      gId: prescriptions.gId,
      rxNumber: prescriptions.rxNumber,
      displayName: prescriptions.displayName,
      isActive: prescriptions.isActive,
      latestDateShipped: prescriptions.latestDateShipped,
      daysOfSupply: prescriptions.daysOfSupply,
    })
    .from(prescriptions)
    .where(inArray(prescriptions.gId, [...gIds]));
  return new Map(rows.map(({ gId, ...schedule }) => [gId, schedule]));
}

// ---- refill requests ----

/** What the patient chooses for a refill request: where, when, how to pay, supplies and instructions. */
export interface RefillChoices {
  addrId: number;
  isPickup: 0 | 1;
  deliveryDate: string;
  paymentMethod: number;
  supplies: RefillSupply[] | null;
  deliveryInstructions: string | null;
}

const choicesOf = (request: RefillChoices): RefillChoices => ({
  addrId: request.addrId,
  isPickup: request.isPickup,
  deliveryDate: request.deliveryDate,
  paymentMethod: request.paymentMethod,
  supplies: request.supplies,
  deliveryInstructions: request.deliveryInstructions,
});

export interface NewRefillRequest extends RefillChoices {
  uId: number;
  gIds: readonly number[];
  status?: number;
  placeholder?: boolean;
  dateRequested?: Date;
}

export async function insertRefillRequest(db: Database, request: NewRefillRequest): Promise<number> {
  const [row] = await db
    .insert(refillRequests)
    .values({
      uId: request.uId,
      status: request.status ?? PrescriptionStatus.REQUESTED,
      ...choicesOf(request),
      placeholder: request.placeholder ?? false,
      ...(request.dateRequested ? { dateRequested: request.dateRequested, updatedAt: request.dateRequested } : {}),
    })
    .returning({ requestId: refillRequests.requestId });
  const requestId = row!.requestId;
  await db.insert(refillRequestItems).values(request.gIds.map((gId, position) => ({ requestId, gId, position })));
  return requestId;
}

/** Replaces what the patient chose; answers the prescriptions the request no longer holds. */
export async function replaceRefillRequest(db: Database, requestId: number, request: Omit<NewRefillRequest, 'uId'>): Promise<number[]> {
  const before = await db.select({ gId: refillRequestItems.gId }).from(refillRequestItems).where(eq(refillRequestItems.requestId, requestId));
  await db
    .update(refillRequests)
    .set({ ...choicesOf(request), updatedAt: sql`now()` })
    .where(eq(refillRequests.requestId, requestId));
  await db.delete(refillRequestItems).where(eq(refillRequestItems.requestId, requestId));
  await db.insert(refillRequestItems).values(request.gIds.map((gId, position) => ({ requestId, gId, position })));
  const kept = new Set(request.gIds);
  return before.map((row) => row.gId).filter((gId) => !kept.has(gId));
}

export async function findRefillRequestRow(db: Database, uId: number, requestId: number, lock = false): Promise<RefillRequestRow | null> {
  const query = db
    .select()
    .from(refillRequests)
    .where(and(eq(refillRequests.uId, uId), eq(refillRequests.requestId, requestId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether any request other than `exceptRequestId` still uses the address. */
export async function addressUsedByRequests(db: Database, addrId: number, exceptRequestId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refillRequests)
    .where(and(eq(refillRequests.addrId, addrId), ne(refillRequests.requestId, exceptRequestId)));
  return Number(row?.n ?? 0) > 0;
}

/** The caller's requests, newest first; `active` keeps requested and processing ones. */
export async function listRefillRequests(
  db: Database,
  uId: number,
  filter: { status?: 'all' | 'active'; requestId?: number } = {},
): Promise<RefillRequestRecord[]> {
  if (filter.status !== 'active' && filter.requestId === undefined) {
    // Every request of the patient (the medication list's case): both reads at once, prepared.
    const [rows, items] = await Promise.all([requestsOfPatient(db).execute({ uId }), requestItemsOfPatient(db).execute({ uId })]);
    const byRequest = itemsByRequest(items);
    return rows.map((row) => toRequestRecord(row, byRequest.get(row.requestId) ?? []));
  }
  const conditions = [eq(refillRequests.uId, uId)];
  if (filter.status === 'active') conditions.push(inArray(refillRequests.status, [...ACTIVE_REQUEST_STATUSES]));
  if (filter.requestId !== undefined) conditions.push(eq(refillRequests.requestId, filter.requestId));
  const rows = await db
    .select()
    .from(refillRequests)
    .where(and(...conditions))
    .orderBy(desc(refillRequests.dateRequested), desc(refillRequests.requestId));
  if (rows.length === 0) return [];
  const items = await requestItemsOf(
    db,
    rows.map((row) => row.requestId),
  );
  return rows.map((row) => toRequestRecord(row, items.get(row.requestId) ?? []));
}

export async function refillRequestRecord(db: Database, uId: number, requestId: number): Promise<RefillRequestRecord> {
  const [record] = await listRefillRequests(db, uId, { requestId });
  if (!record) throw new Error(`Refill request ${requestId} of patient ${uId} is missing`);
  return record;
}

interface RequestItem {
  gId: number;
  rxNumber: string;
  displayName: string;
}

const requestItemColumns = {
  requestId: refillRequestItems.requestId,
  gId: refillRequestItems.gId,
  rxNumber: prescriptions.rxNumber,
  displayName: prescriptions.displayName,
};
const requestItemOrder = [asc(refillRequestItems.requestId), asc(refillRequestItems.position), asc(refillRequestItems.gId)];

async function requestItemsOf(db: Database, requestIds: number[]): Promise<Map<number, RequestItem[]>> {
  const rows = await db
    .select(requestItemColumns)
    .from(refillRequestItems)
    .innerJoin(prescriptions, eq(prescriptions.gId, refillRequestItems.gId))
    .where(inArray(refillRequestItems.requestId, requestIds))
    .orderBy(...requestItemOrder);
  return itemsByRequest(rows);
}

// The patient's requests and their items, asked by the patient alone (not by the requests' ids)
// so that both go out at once: part of every medication list, prepared once per database.
const requestsOfPatient = preparedPerDatabase((db) =>
  db
    .select()
    .from(refillRequests)
    .where(eq(refillRequests.uId, sql.placeholder('uId')))
    .orderBy(desc(refillRequests.dateRequested), desc(refillRequests.requestId))
    .prepare('rx_refill_requests_of_patient'),
);
const requestItemsOfPatient = preparedPerDatabase((db) =>
  db
    .select(requestItemColumns)
    .from(refillRequestItems)
    .innerJoin(refillRequests, eq(refillRequests.requestId, refillRequestItems.requestId))
    .innerJoin(prescriptions, eq(prescriptions.gId, refillRequestItems.gId))
    .where(eq(refillRequests.uId, sql.placeholder('uId')))
    .orderBy(...requestItemOrder)
    .prepare('rx_refill_request_items_of_patient'),
);

function itemsByRequest(rows: ReadonlyArray<RequestItem & { requestId: number }>): Map<number, RequestItem[]> {
  const byRequest = new Map<number, RequestItem[]>();
  for (const { requestId, ...item } of rows) {
    const list = byRequest.get(requestId) ?? [];
    list.push(item);
    byRequest.set(requestId, list);
  }
  return byRequest;
}

function toRequestRecord(row: RefillRequestRow, items: RequestItem[]): RefillRequestRecord {
  return {
    requestId: row.requestId,
    status: row.status,
    addrId: row.addrId,
    isPickup: row.isPickup,
    deliveryDate: row.deliveryDate,
    paymentMethod: row.paymentMethod,
    supplies: row.supplies ?? null,
    deliveryInstructions: row.deliveryInstructions,
    prescriptions: items,
    placeholder: row.placeholder,
    dateRequested: row.dateRequested.toISOString(),
  };
}

// ---- orders and billing ----

function toBillingEntry(row: BillingRow): BillingEntry {
  return {
    paymentType: row.paymentType,
    amountPaid: Number(row.amountPaid),
    dateBilled: row.dateBilled,
    copayAssistance: row.copayAssistance === null ? null : Number(row.copayAssistance),
    planType: row.planType,
    rxBin: row.rxBin,
    rxPCN: row.rxPcn,
    rxGroup: row.rxGroup,
    rxId: row.rxId,
    cardType: row.cardType,
    cardNumberShort: row.cardNumberShort,
    cardExpiry: row.cardExpiry,
    nameOnCard: row.nameOnCard,
  };
}

interface LoadedOrderItem extends OrderItem {
  gId: number;
}
interface LoadedOrder extends Order {
  items: LoadedOrderItem[];
}

/** The caller's orders with their items and billing, newest expected delivery first. */
export async function ordersOf(db: Database, uId: number): Promise<LoadedOrder[]> {
  // The orders, their items and the items' billing, asked by the patient alone so that all three go out at once.
  const [orderRows, itemRows, billingRows] = await Promise.all([
    ordersOfPatient(db).execute({ uId }),
    orderItemsOfPatient(db).execute({ uId }),
    billingOfPatientOrders(db).execute({ uId }),
  ]);
  return loadedOrders(
    orderRows,
    itemRows,
    billingRows.map((row) => row.billing),
  );
}

type OrderItemRow = Awaited<ReturnType<ReturnType<typeof orderItemsOfPatient>['execute']>>[number];

/** Orders (in their order) with their items and each item's billing. */
function loadedOrders(orderRows: readonly OrderRow[], itemRows: readonly OrderItemRow[], billingRows: readonly BillingRow[]): LoadedOrder[] {
  if (orderRows.length === 0) return [];
  const billingByItem = groupBy(billingRows, (row) => row.orderItemId);
  const itemsByOrder = groupBy(itemRows, (row) => row.orderId);
  return orderRows.map((row) => ({
    orderId: row.orderId,
    requestId: row.requestId,
    orderStatus: row.orderStatus,
    expectedDeliveryDate: row.expectedDeliveryDate,
    dateShipped: row.dateShipped,
    details: row.details,
    items: (itemsByOrder.get(row.orderId) ?? []).map((item) => ({
      gId: item.gId,
      displayName: item.displayName,
      rxNumber: item.rxNumber,
      trackingNumber: item.trackingNumber,
      trackingUrl: item.trackingUrl,
      courier: item.courier,
      billing: (billingByItem.get(item.orderItemId) ?? []).map(toBillingEntry),
    })),
  }));
}

export const publicOrder = (order: LoadedOrder): Order => ({ ...order, items: order.items.map(({ gId: _gId, ...item }) => item) });

/**
 * Billing entries of the caller's order items: of one prescription (rxNumber), one order, or
 * the orders of one refill request. Someone else's order or request gives no entries.
 */
export async function billingOf(db: Database, uId: number, by: { rxNumber?: string; orderId?: number; requestId?: number }): Promise<BillingEntry[]> {
  const conditions = [eq(orders.uId, uId)];
  if (by.rxNumber !== undefined) conditions.push(eq(prescriptions.rxNumber, by.rxNumber));
  if (by.orderId !== undefined) conditions.push(eq(orders.orderId, by.orderId));
  if (by.requestId !== undefined) conditions.push(eq(orders.requestId, by.requestId));
  const rows = await db
    .select({ billing: billingEntries })
    .from(billingEntries)
    .innerJoin(orderItems, eq(orderItems.orderItemId, billingEntries.orderItemId))
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .innerJoin(prescriptions, eq(prescriptions.gId, orderItems.gId))
    .where(and(...conditions))
    .orderBy(sql`${billingEntries.dateBilled} DESC NULLS LAST`, asc(billingEntries.billingId));
  return rows.map((row) => toBillingEntry(row.billing));
}

// ---- the medication list ----

/**
 * Every row a medication list needs from the refill tables in one statement (one round trip, one
 * plan): each table's rows of the patient as a JSON array, ordered as the separate queries above
 * order them. Part of every medication list: prepared once per database.
 */
const medicationListOfPatient = preparedPerDatabase((db) => {
  const uId = sql.placeholder('uId');
  const rowsOf = <Row = Record<string, unknown>>(rows: SQL) => sql<Row[]>`coalesce((${rows}), '[]'::json)`;
  return db
    .select({
      prescriptions: rowsOf(sql`SELECT json_agg(${prescriptions} ORDER BY ${prescriptions.displayName}, ${prescriptions.gId}) FROM ${prescriptions} WHERE ${prescriptions.uId} = ${uId}`),
      requests: rowsOf(
        sql`SELECT json_agg(${refillRequests} ORDER BY ${refillRequests.dateRequested} DESC, ${refillRequests.requestId} DESC) FROM ${refillRequests} WHERE ${refillRequests.uId} = ${uId}`,
      ),
      requestItems: rowsOf<RequestItem & { requestId: number }>(sql`SELECT json_agg(json_build_object('requestId', ${refillRequestItems.requestId}, 'gId', ${refillRequestItems.gId},
          'rxNumber', ${prescriptions.rxNumber}, 'displayName', ${prescriptions.displayName})
          ORDER BY ${refillRequestItems.requestId}, ${refillRequestItems.position}, ${refillRequestItems.gId})
        FROM ${refillRequestItems}
        JOIN ${refillRequests} ON ${refillRequests.requestId} = ${refillRequestItems.requestId}
        JOIN ${prescriptions} ON ${prescriptions.gId} = ${refillRequestItems.gId}
        WHERE ${refillRequests.uId} = ${uId}`),
      orders: rowsOf(sql`SELECT json_agg(${orders} ORDER BY ${orders.expectedDeliveryDate} DESC NULLS LAST, ${orders.orderId} DESC) FROM ${orders} WHERE ${orders.uId} = ${uId}`),
      orderItems: rowsOf<OrderItemRow>(sql`SELECT json_agg(json_build_object('orderItemId', ${orderItems.orderItemId}, 'orderId', ${orderItems.orderId}, 'gId', ${orderItems.gId},
          'trackingNumber', ${orderItems.trackingNumber}, 'trackingUrl', ${orderItems.trackingUrl}, 'courier', ${orderItems.courier},
          'displayName', ${prescriptions.displayName}, 'rxNumber', ${prescriptions.rxNumber}) ORDER BY ${orderItems.orderItemId})
        FROM ${orderItems}
        JOIN ${orders} ON ${orders.orderId} = ${orderItems.orderId}
        JOIN ${prescriptions} ON ${prescriptions.gId} = ${orderItems.gId}
        WHERE ${orders.uId} = ${uId}`),
      // Only the billing of items listed (those with their prescription), as the items.
      billing: rowsOf(sql`SELECT json_agg(${billingEntries} ORDER BY ${billingEntries.billingId})
        FROM ${billingEntries}
        JOIN ${orderItems} ON ${orderItems.orderItemId} = ${billingEntries.orderItemId}
        JOIN ${orders} ON ${orders.orderId} = ${orderItems.orderId}
        JOIN ${prescriptions} ON ${prescriptions.gId} = ${orderItems.gId}
        WHERE ${orders.uId} = ${uId}`),
    })
    .from(sql`(VALUES (1)) AS one_row (one)`)
    .prepare('rx_medication_list_of_patient');
});

/** The patient's prescriptions, requests (with their items) and orders (with items and billing), read at once. */
async function medicationListRows(db: Database, uId: number): Promise<{ rows: PrescriptionRow[]; requests: RefillRequestRecord[]; orders: LoadedOrder[] }> {
  const [list] = await medicationListOfPatient(db).execute({ uId });
  if (!list) throw new Error('The medication list statement returned no row');
  const byRequest = itemsByRequest(list.requestItems);
  return {
    rows: rowsFromJson(prescriptions, list.prescriptions),
    requests: rowsFromJson(refillRequests, list.requests).map((row) => toRequestRecord(row, byRequest.get(row.requestId) ?? [])),
    orders: loadedOrders(rowsFromJson(orders, list.orders), list.orderItems, rowsFromJson(billingEntries, list.billing)),
  };
}


/**
 * The caller's prescriptions as GET /user/medications answers them: each with the refills
 * (requests) it was in, the orders that hold it, whether an order is in progress, and its table.
 */
export async function medicationsOf(db: Database, uId: number): Promise<Prescription[]> {
  // The refill tables' rows in one statement and the addresses (the patient module's) beside it.
  const [{ rows, requests, orders: loaded }, addresses] = await Promise.all([medicationListRows(db, uId), listAddresses(db, uId)]);
  if (rows.length === 0) return [];
  const addressById = new Map(addresses.map((address) => [address.addrId, address]));
  const orderOfRequest = new Map<number, LoadedOrder>();
  for (const order of loaded) if (order.requestId !== null && !orderOfRequest.has(order.requestId)) orderOfRequest.set(order.requestId, order);

  return rows.map((row) => {
    const ownRequests = requests.filter((request) => request.prescriptions.some((item) => item.gId === row.gId));
    const ownOrders = loaded.filter((order) => order.items.some((item) => item.gId === row.gId));
    const activeRequest = ownRequests.find((request) => (ACTIVE_REQUEST_STATUSES as readonly number[]).includes(request.status));
    const hasActiveOrder =
      activeRequest !== undefined || ownOrders.some((order) => isOrderInProgress(order.orderStatus)) || isOrderInProgress(row.orderStatus);
    const latestRequestId = ownRequests.reduce<number | null>((max, request) => (max === null || request.requestId > max ? request.requestId : max), null);
    const refills = ownRequests.map((request) => refillRecordOf(row, request, addressById.get(request.addrId), orderOfRequest.get(request.requestId)));
    const base = {
      isActivePrescription: row.isActive,
      displayStatus: row.displayStatus,
      orderStatus: row.orderStatus,
    };
    return {
      displayName: row.displayName,
      instructions: row.instructions,
      rxNumber: row.rxNumber,
      gId: row.gId,
      mId: row.mId,
      provider: row.provider,
      numDoses: row.numDoses,
      daysOfSupply: row.daysOfSupply,
      refillsLeft: row.refillsLeft,
      expirationDate: row.expirationDate,
      ndc11Digit: row.ndc11,
      cancelReason: row.cancelReason,
      refills,
      orders: ownOrders.map(publicOrder),
      ...base,
      latestRequestId,
      lastShippedAddrId: row.lastShippedAddrId,
      fillCount: row.fillCount,
      displayTable: classifyPrescription(base),
      latestDateShipped: row.latestDateShipped,
      hasActiveOrder,
      requestId: activeRequest?.requestId ?? null,
      rxStatusFields: row.rxStatusFields === null ? null : JSON.stringify(row.rxStatusFields),
      pharmacyName: row.pharmacyName,
      pharmacyAddress: row.pharmacyAddress,
      pharmacyPhone: row.pharmacyPhone,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
      carrier: row.carrier,
      refrigerated: row.refrigerated,
      allowPortalRefill: row.allowPortalRefill,
    };
  });
}

function refillRecordOf(row: PrescriptionRow, request: RefillRequestRecord, address: Address | undefined, order: LoadedOrder | undefined): RefillRecord {
  const item = order?.items.find((candidate) => candidate.gId === row.gId);
  return {
    requestId: request.requestId,
    rxNumbers: request.prescriptions.map((prescription) => prescription.rxNumber),
    dateRequested: request.dateRequested,
    deliveryDate: request.deliveryDate,
    dateShipped: order?.dateShipped ?? null,
    dateWritten: row.dateWritten,
    street: address?.street ?? null,
    street2: address?.street2 ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    zip: address?.zip ?? null,
    supplies: request.supplies === null ? null : JSON.stringify(request.supplies.map((supply) => ({ value: supply.value }))),
    deliveryInstructions: request.deliveryInstructions,
    paymentMethod: request.paymentMethod,
    placeholder: request.placeholder,
    trackingUrl: item?.trackingUrl ?? null,
    trackingNumber: item?.trackingNumber ?? null,
  };
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
