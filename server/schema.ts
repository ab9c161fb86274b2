// Every table of the database, listed for the tooling that reads the schema whole:
// tests/server/schema-drift.test.ts holds it against server/platform/db/migrations/*.sql (the
// source of truth), and the test database support seeds through it. Each table is defined by the
// platform part or the module that owns it; this file only lists them (a new tables file: one line here).
// The local identity's tables are listed apart: server/platform/identity/schema-identity.ts.

// Platform: the audit trail, the server's keys, rate-limit counters, idempotency keys.
export * from './platform/audit/audit.tables';
export * from './platform/crypto/server-keys.tables';
export * from './platform/rate-limit/rate-limit.tables';
export * from './platform/http/idempotency.tables';

// Modules.
export * from './modules/company/company.tables';
export * from './modules/account/account.tables';
export * from './modules/patient/patient.tables';
export * from './modules/messaging/messaging.tables';
export * from './modules/analytics/analytics.tables';
export * from './modules/refill/refill.tables';
export * from './modules/medication/medication.tables';
export * from './modules/counseling/counseling.tables';
export * from './modules/survey/survey.tables';
export * from './modules/document/document.tables';
export * from './modules/discount-card/discount-card.tables';
export * from './modules/enrollment/enrollment.tables';
export * from './modules/reminders/reminders.tables';
