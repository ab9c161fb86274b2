import type { QueueSettings } from '../../../server/platform/delivery/delivery-env';

/** The delivery queue's timings when no RX_DELIVERY_* setting is given (server/platform/settings/settings-schema.ts). */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { maxAttempts: 8, backoffMs: 30_000, backoffMaxMs: 3_600_000, leaseMs: 120_000, pollMs: 1_000 };
