-- The audit trail, partitioned by month with PostgreSQL's declarative partitioning (PGlite too:
-- it is PostgreSQL compiled to WebAssembly and supports the same partitioning). A month's rows
-- live in audit_log_pYYYYMM; rows that fall in no month partition go to audit_log_default, so no
-- insert ever fails for want of a partition. Retention (npm run audit:retain, README "Audit
-- retention") creates the coming months' partitions ahead and drops whole months once they are
-- older than the retention, which a DELETE could not do (the table stays append-only).
--
-- Converted in place, without copying a row: the existing table becomes the partition
-- audit_log_before_pYYYYMM, holding every row before the month after its newest row (or after
-- now), and its indexes become that partition's part of the new table's indexes (an empty one,
-- a new installation's, is dropped instead). The primary key
-- gains `at` (PostgreSQL requires a partitioned table's keys to hold the partition key); ids still
-- come from one identity sequence, resumed after the highest existing id.
ALTER TABLE audit_log RENAME TO audit_log_unpartitioned;
--> statement-breakpoint
-- The old single-column key goes: attaching builds the partition's part of the key (id, at).
ALTER TABLE audit_log_unpartitioned DROP CONSTRAINT audit_log_pkey;
--> statement-breakpoint
ALTER INDEX audit_log_actor RENAME TO audit_log_unpartitioned_actor;
--> statement-breakpoint
ALTER INDEX audit_log_actor_sub RENAME TO audit_log_unpartitioned_actor_sub;
--> statement-breakpoint
DROP TRIGGER audit_log_no_update_or_delete ON audit_log_unpartitioned;
--> statement-breakpoint
DROP TRIGGER audit_log_no_truncate ON audit_log_unpartitioned;
--> statement-breakpoint
ALTER TABLE audit_log_unpartitioned ALTER COLUMN id DROP IDENTITY;
--> statement-breakpoint
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_u_id integer,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  route text NOT NULL,
  actor_sub text,
  client_address text,
  CONSTRAINT audit_log_action_check CHECK (action IN ('read', 'write', 'auth')),
  PRIMARY KEY (id, at)
) PARTITION BY RANGE (at);
--> statement-breakpoint
CREATE INDEX audit_log_actor ON audit_log (actor_u_id, at);
--> statement-breakpoint
CREATE INDEX audit_log_actor_sub ON audit_log (actor_sub, at);
--> statement-breakpoint
-- Row triggers on a partitioned table reach every partition; the TRUNCATE trigger is a statement
-- trigger, which PostgreSQL does not pass on, so each partition gets its own (below).
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
--> statement-breakpoint
-- Creates the partition of the month starting at `month_start` (UTC) unless it exists; true when
-- it created one. Fails when the default partition already holds rows of that month.
CREATE OR REPLACE FUNCTION audit_log_create_month_partition(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  partition_name text := 'audit_log_p' || to_char(month_start, 'YYYYMM');
BEGIN
  IF date_trunc('month', month_start)::date <> month_start THEN
    RAISE EXCEPTION 'audit_log partitions start on the first of a month, not %', month_start;
  END IF;
  IF to_regclass(quote_ident(partition_name)) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format(
    'CREATE TABLE %I PARTITION OF audit_log FOR VALUES FROM (%L) TO (%L)',
    partition_name,
    to_char(month_start, 'YYYY-MM-DD') || ' 00:00:00+00',
    to_char((month_start + interval '1 month')::date, 'YYYY-MM-DD') || ' 00:00:00+00');
  EXECUTE format(
    'CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only()',
    partition_name);
  RETURN true;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  newest timestamptz := greatest(now(), coalesce((SELECT max(at) FROM audit_log_unpartitioned), now()));
  first_month date := (date_trunc('month', newest AT TIME ZONE 'UTC') + interval '1 month')::date;
  legacy_name text := 'audit_log_before_p' || to_char(first_month, 'YYYYMM');
  month date;
BEGIN
  PERFORM setval(pg_get_serial_sequence('audit_log', 'id'), coalesce((SELECT max(id) FROM audit_log_unpartitioned), 0) + 1, false);
  IF EXISTS (SELECT 1 FROM audit_log_unpartitioned) THEN
    EXECUTE format('ALTER TABLE audit_log_unpartitioned RENAME TO %I', legacy_name);
    EXECUTE format('ALTER TABLE audit_log ATTACH PARTITION %I FOR VALUES FROM (MINVALUE) TO (%L)',
      legacy_name, to_char(first_month, 'YYYY-MM-DD') || ' 00:00:00+00');
    EXECUTE format(
      'CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only()',
      legacy_name);
  ELSE
    -- A new installation: nothing to keep, months from this one on.
    DROP TABLE audit_log_unpartitioned;
    first_month := date_trunc('month', now() AT TIME ZONE 'UTC')::date;
  END IF;
  month := first_month;
  WHILE month < (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '4 months')::date LOOP
    PERFORM audit_log_create_month_partition(month);
    month := (month + interval '1 month')::date;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TABLE audit_log_default PARTITION OF audit_log DEFAULT;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log_default
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
