import { OrderStatus } from './statuses';

// Apart from the statuses: only the tracker uses them (its values are chosen here, once, too).

/** Tracker display statuses of spec 02 §4 "Tracker mapping". */
export const TrackerDisplayStatus = {
  NEW_RX: 'NEW_RX',
  BENEFITS: 'BENEFITS',
  INSURANCE_ISSUE: 'INSURANCE_ISSUE',
  PA_IN_PROGRESS: 'PA_IN_PROGRESS',
  PA_DENIED_PRE_TRANSFER: 'PA_DENIED_PRE_TRANSFER',
  RX_TRANSFER: 'RX_TRANSFER',
  COORDINATING: 'COORDINATING',
  PA_REQUIRED: 'PA_REQUIRED',
  OUTREACH_ATTEMPT: 'OUTREACH_ATTEMPT',
  ORDER_SHIPPED: 'ORDER_SHIPPED',
  PA_DENIED: 'PA_DENIED',
  RX_CANCELLED: 'RX_CANCELLED',
  RX_CANCELLED_INSURANCE: 'RX_CANCELLED_INSURANCE',
  RX_CANCELLED_THERAPY: 'RX_CANCELLED_THERAPY',
  RX_DISCONTINUED: 'RX_DISCONTINUED',
  RX_DISCONTINUED_INSURANCE: 'RX_DISCONTINUED_INSURANCE',
  RX_DISCONTINUED_THERAPY: 'RX_DISCONTINUED_THERAPY',
} as const;
export type TrackerDisplayStatus = (typeof TrackerDisplayStatus)[keyof typeof TrackerDisplayStatus];

/**
 * The tracker display status of each workflow status. PA_REQUIRED is shown at coordination
 * (spec 02 §4), so an approved authorization and a scheduled fill are coordination too;
 * a delivered order still shows as shipped.
 */
export const TRACKER_STATUS_OF_ORDER_STATUS: Readonly<Record<OrderStatus, TrackerDisplayStatus>> = {
  [OrderStatus.NEW_RX_RECEIVED]: TrackerDisplayStatus.NEW_RX,
  [OrderStatus.NEW_RX_ENTERED]: TrackerDisplayStatus.NEW_RX,
  [OrderStatus.BENEFITS_INVESTIGATION]: TrackerDisplayStatus.BENEFITS,
  [OrderStatus.BENEFITS_VERIFIED]: TrackerDisplayStatus.BENEFITS,
  [OrderStatus.INSURANCE_ISSUE]: TrackerDisplayStatus.INSURANCE_ISSUE,
  [OrderStatus.INSURANCE_ON_HOLD]: TrackerDisplayStatus.INSURANCE_ISSUE,
  [OrderStatus.PA_REQUIRED]: TrackerDisplayStatus.PA_REQUIRED,
  [OrderStatus.PA_SUBMITTED]: TrackerDisplayStatus.PA_IN_PROGRESS,
  [OrderStatus.PA_IN_PROGRESS]: TrackerDisplayStatus.PA_IN_PROGRESS,
  [OrderStatus.PA_APPROVED]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.PA_DENIED]: TrackerDisplayStatus.PA_DENIED,
  [OrderStatus.PA_DENIED_PRE_TRANSFER]: TrackerDisplayStatus.PA_DENIED_PRE_TRANSFER,
  [OrderStatus.RX_TRANSFER_REQUESTED]: TrackerDisplayStatus.RX_TRANSFER,
  [OrderStatus.RX_TRANSFERRED]: TrackerDisplayStatus.RX_TRANSFER,
  [OrderStatus.COORDINATING_DELIVERY]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.OUTREACH_ATTEMPT]: TrackerDisplayStatus.OUTREACH_ATTEMPT,
  [OrderStatus.DELIVERY_SCHEDULED]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.FILLING]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.SHIPPED]: TrackerDisplayStatus.ORDER_SHIPPED,
  [OrderStatus.DELIVERED]: TrackerDisplayStatus.ORDER_SHIPPED,
  [OrderStatus.CANCELLED]: TrackerDisplayStatus.RX_CANCELLED,
  [OrderStatus.CANCELLED_INSURANCE]: TrackerDisplayStatus.RX_CANCELLED_INSURANCE,
  [OrderStatus.CANCELLED_THERAPY]: TrackerDisplayStatus.RX_CANCELLED_THERAPY,
  [OrderStatus.DISCONTINUED]: TrackerDisplayStatus.RX_DISCONTINUED,
  [OrderStatus.DISCONTINUED_INSURANCE]: TrackerDisplayStatus.RX_DISCONTINUED_INSURANCE,
  [OrderStatus.DISCONTINUED_THERAPY]: TrackerDisplayStatus.RX_DISCONTINUED_THERAPY,
};

/** The tracker status of a workflow status; null (no tracker status) for any other number. */
export function trackerStatusOf(orderStatus: number | null | undefined): TrackerDisplayStatus | null {
  if (orderStatus === null || orderStatus === undefined) return null;
  return (TRACKER_STATUS_OF_ORDER_STATUS as Record<number, TrackerDisplayStatus>)[orderStatus] ?? null;
}
