import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { initiallyExpanded, type MedicationGroup, type MedicationTables as Tables } from '../../../domain/medication/medication-list';
import { PRESCRIPTION_CLASSES, type PrescriptionClass } from '../../../domain/medication/statuses';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Disclosure } from '../../../core/ui/disclosure';

const styles = defineStyles({
  empty: css`
    margin: var(--rx-space) calc(var(--rx-space) * 2);
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    & th,
    & td {
      padding: var(--rx-space) calc(var(--rx-space) * 2);
      border-top: 1px solid var(--rx-color-border);
      text-align: start;
    }
  `,
  link: css`
    padding: 0;
    border: 0;
    background: none;
    color: var(--rx-color-primary);
    font: inherit;
    text-align: start;
    text-decoration: underline;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus);
      outline-offset: 2px;
    }
  `,
});

export interface MedicationTablesProps {
  tables: Tables<Prescription>;
  statusName: (prescription: Prescription) => string;
  onName: (table: PrescriptionClass, group: MedicationGroup<Prescription>) => void;
  onStatus: (table: PrescriptionClass, prescription: Prescription) => void;
}

const TITLE_KEYS = { active: 'tables.active', pending: 'tables.pending', inactive: 'tables.inactive' } as const;

/** Spec 02 §2: Active Rx, Pending Rx (only with rows) and Inactive Rx, each collapsible, columns medication and status. */
export function MedicationTables({ tables, statusName, onName, onStatus }: MedicationTablesProps) {
  const [expanded] = useState(() => initiallyExpanded(tables));
  return (
    <>
      {PRESCRIPTION_CLASSES.filter((table) => table !== 'pending' || tables.pending.length > 0).map((table) => (
        <TableSection key={table} table={table} groups={tables[table]} initiallyOpen={expanded[table]} statusName={statusName} onName={onName} onStatus={onStatus} />
      ))}
    </>
  );
}

interface TableSectionProps {
  table: PrescriptionClass;
  groups: MedicationGroup<Prescription>[];
  initiallyOpen: boolean;
  statusName: (prescription: Prescription) => string;
  onName: MedicationTablesProps['onName'];
  onStatus: MedicationTablesProps['onStatus'];
}

/** One collapsible table; its disclosure keeps the open state, so a toggle leaves the rows alone. */
const TableSection = memo(function TableSection({ table, groups, initiallyOpen, statusName, onName, onStatus }: TableSectionProps) {
  const { t } = useTranslation('medications');
  return (
    <Disclosure part={`table table-${table}`} bodyId={`rx-table-${table}`} flush initiallyOpen={initiallyOpen} summary={`${t(TITLE_KEYS[table])} (${groups.length})`}>
      <TableBody table={table} groups={groups} statusName={statusName} onName={onName} onStatus={onStatus} />
    </Disclosure>
  );
});

type TableBodyProps = Omit<TableSectionProps, 'initiallyOpen'>;

function TableBody({ table, groups, statusName, onName, onStatus }: TableBodyProps) {
  const { t } = useTranslation('medications');
  const sheet = useSheet(styles);
  return groups.length === 0 ? (
    <p className={sheet.empty}>{t('tables.empty')}</p>
  ) : (
    <table className={sheet.table}>
      <caption className="rx-visually-hidden">{t(TITLE_KEYS[table])}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.medication')}</th>
          <th scope="col">{t('tables.status')}</th>
        </tr>
      </thead>
      <Rows table={table} groups={groups} statusName={statusName} onName={onName} onStatus={onStatus} />
    </table>
  );
}

/** The rows do not depend on the open state: memoised, a toggle leaves them alone. */
const Rows = memo(function Rows({ table, groups, statusName, onName, onStatus }: Omit<TableSectionProps, 'initiallyOpen'>) {
  const { t } = useTranslation('medications');
  const sheet = useSheet(styles);
  return (
    <tbody>
      {groups.map((group) => {
        const lead = group.prescriptions[0]!;
        const status = statusName(lead);
        return (
          <tr key={group.key} part="medication-row" data-rx-number={lead.rxNumber}>
            <th scope="row">
              <button type="button" className={sheet.link} part="medication-name" onClick={() => onName(table, group)}>
                {group.displayName}
              </button>
            </th>
            <td>
              {table === 'inactive' ? (
                <span part="status">{status}</span>
              ) : (
                <button
                  type="button"
                  className={sheet.link}
                  part="status status-button"
                  aria-label={t('tables.openStatus', { status, medication: group.displayName })}
                  onClick={() => onStatus(table, lead)}
                >
                  {status}
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </tbody>
  );
});
