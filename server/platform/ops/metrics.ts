import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { srpArithmeticStats } from '../identity/srp/srp-arithmetic';
import type { Namespace } from 'socket.io';
import type { ReminderDelivery } from '../../../src/domain/reminders/reminder-delivery';

/** node-postgres's pool counts (PGlite has no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** The database pool's counts, read at each scrape; absent on PGlite. */
  poolStats?: () => PoolStats;
  /** The outbox's waiting and parked (dead) messages, read at each scrape from the shared database. */
  outboxCounts?: () => Promise<{ pending: number; dead: number }>;
}

/**
 * The process's Prometheus metrics. Labels are route patterns, methods, status codes, namespaces,
 * event names and channels only: never a raw URL, an id or anything about a patient.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  openSockets: Gauge<'namespace'>;
  socketEvents: Counter<'namespace' | 'event'>;
  remindersSent: Counter<'channel'>;
  /** This process's delivery attempts by channel and outcome (sent, retry, dead). */
  deliveryAttempts: Counter<'channel' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when metrics are turned on (RX_METRICS=enable). */
    metrics?: Metrics;
  }
}

/** Routes no pattern matched are counted together, so scanners cannot grow the label set. */
const UNMATCHED_ROUTE = 'unmatched';

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  // Process CPU, memory, handles, GC and event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const metrics: Metrics = {
    registry,
    httpRequests: new Counter({ name: 'rx_http_requests_total', help: 'HTTP requests by route pattern and status', labelNames, registers: [registry] }),
    httpDuration: new Histogram({
      name: 'rx_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    openSockets: new Gauge({ name: 'rx_socket_connections', help: 'Open socket.io connections by namespace', labelNames: ['namespace'], registers: [registry] }),
    socketEvents: new Counter({ name: 'rx_socket_events_total', help: 'socket.io events received by namespace and event name', labelNames: ['namespace', 'event'], registers: [registry] }),
    remindersSent: new Counter({ name: 'rx_refill_reminders_sent_total', help: 'Refill reminders sent by channel', labelNames: ['channel'], registers: [registry] }),
    deliveryAttempts: new Counter({
      name: 'rx_delivery_attempts_total',
      help: 'E-mail and SMS delivery attempts of this process by channel and outcome (sent, retry, dead)',
      labelNames: ['channel', 'outcome'],
      registers: [registry],
    }),
  };
  const outboxCounts = options.outboxCounts;
  if (outboxCounts) {
    // One read per scrape serves both gauges.
    let reading: Promise<{ pending: number; dead: number }> | null = null;
    const read = () => (reading ??= outboxCounts().finally(() => setTimeout(() => (reading = null), 0)));
    new Gauge({
      name: 'rx_outbox_pending_messages',
      help: 'E-mails and text messages waiting for their transport (all processes)',
      registers: [registry],
      async collect() {
        this.set((await read()).pending);
      },
    });
    new Gauge({
      name: 'rx_outbox_dead_messages',
      help: 'E-mails and text messages parked as dead after RX_DELIVERY_MAX_ATTEMPTS failures (all processes)',
      registers: [registry],
      async collect() {
        this.set((await read()).dead);
      },
    });
  }
  // The SRP worker threads of this process: a queue that stays up says sign-ins want more cores.
  let srpCounted = 0;
  new Counter({
    name: 'rx_srp_steps_total',
    help: 'Sign-in steps whose SRP arithmetic a worker thread of this process computed',
    registers: [registry],
    collect() {
      const { completed } = srpArithmeticStats();
      if (completed > srpCounted) this.inc(completed - srpCounted);
      srpCounted = completed;
    },
  });
  new Gauge({
    name: 'rx_srp_waiting_steps',
    help: 'Sign-in steps waiting for an SRP worker thread of this process',
    registers: [registry],
    collect() {
      this.set(srpArithmeticStats().waiting);
    },
  });
  const poolStats = options.poolStats;
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge('rx_db_pool_connections', 'Database pool connections (open)', (stats) => stats.total);
    poolGauge('rx_db_pool_idle_connections', 'Database pool connections idle', (stats) => stats.idle);
    poolGauge('rx_db_pool_waiting_requests', 'Queries waiting for a pooled connection', (stats) => stats.waiting);
  }
  return metrics;
}

/** Counts and times every answer under its route pattern (`/api/user/medications/:id`). */
export function installHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * Open connections and received events of socket.io namespaces, when the app has metrics. An
 * event no handler listens to is counted as 'unknown', so clients cannot invent label values.
 */
export function observeSocketNamespaces(app: FastifyInstance, namespaces: readonly Namespace[]): void {
  const metrics = app.metrics;
  if (!metrics) return;
  for (const namespace of namespaces) {
    metrics.openSockets.set({ namespace: namespace.name }, 0);
    namespace.on('connection', (socket) => {
      metrics.openSockets.inc({ namespace: namespace.name });
      socket.once('disconnect', () => metrics.openSockets.dec({ namespace: namespace.name }));
      socket.onAny((event: unknown) => {
        const name = typeof event === 'string' && socket.listeners(event).length > 0 ? event : 'unknown';
        metrics.socketEvents.inc({ namespace: namespace.name, event: name });
      });
    });
  }
}

/** Counts the reminders a scheduler tick sent, by channel. */
export function countRemindersSent<Sent extends Pick<ReminderDelivery, 'channel'>>(metrics: Metrics | undefined, sent: readonly Sent[]): void {
  for (const reminder of sent) metrics?.remindersSent.inc({ channel: reminder.channel });
}
