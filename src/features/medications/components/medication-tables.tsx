import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { initiallyExpanded, type MedicationGroup, type MedicationTables as Tables } from '../../../domain/medication/medication-list';
import { PRESCRIPTION_CLASSES, type PrescriptionClass } from '../../../domain/medication/statuses';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';

const styles = defineStyles({
  section: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
  toggle: css`
    display: flex;
    width: 100%;
    justify-content: space-between;
    align-items: center;
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    border: 0;
    background: var(--rx-color-background);
    color: var(--rx-color-text);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus);
      outline-offset: -3px;
    }
  `,
  heading: css`
    margin: 0;
    font-size: 1em;
  `,
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

/** One collapsible table; it keeps its own open state, so opening one re-renders only its toggle (the rows are memoised). */
const TableSection = memo(function TableSection({ table, groups, initiallyOpen, statusName, onName, onStatus }: TableSectionProps) {
  const { t } = useTranslation('medications');
  const sheet = useSheet(styles);
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = `rx-table-${table}`;
  return (
    <section className={sheet.section} part={`table table-${table}`}>
      <h3 className={sheet.heading}>
        <button type="button" className={sheet.toggle} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((value) => !value)}>
          <span>
            {t(TITLE_KEYS[table])} ({groups.length})
          </span>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
      </h3>
      <TableBody id={regionId} open={open} table={table} groups={groups} statusName={statusName} onName={onName} onStatus={onStatus} />
    </section>
  );
});

type TableBodyProps = Omit<TableSectionProps, 'initiallyOpen'> & { id: string; open: boolean };

function TableBody({ id, open, table, groups, statusName, onName, onStatus }: TableBodyProps) {
  const { t } = useTranslation('medications');
  const sheet = useSheet(styles);
  return (
    <div id={id} hidden={!open}>
      {groups.length === 0 ? (
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
      )}
    </div>
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
