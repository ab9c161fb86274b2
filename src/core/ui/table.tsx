import { useId, type ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';

const styles = defineStyles({
  alignEnd: css`
    && {
      text-align: end;
    }
  `,
  alignCenter: css`
    && {
      text-align: center;
    }
  `,
  wrapper: css`
    max-width: 100%;
    overflow-x: auto;
    margin: 0 0 calc(var(--rx-space) * 2);
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    & th,
    & td {
      padding: var(--rx-space) calc(var(--rx-space) * 1.5);
      border-bottom: 1px solid var(--rx-color-border);
      text-align: start;
      vertical-align: top;
    }
    & thead th {
      font-weight: 700;
      background: var(--rx-color-background);
    }
    & tbody th {
      font-weight: 600;
    }
  `,
  captionClass: css`
    margin: 0 0 var(--rx-space);
    font-weight: 700;
    text-align: start;
  `,
  empty: css`
    color: var(--rx-color-text-muted);
    text-align: center;
  `,
});

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to String(row[key]). */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Cells of this column are row headers (th scope=row). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Required: names the table for assistive technology. */
  caption: ReactNode;
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Shown in a single full-width row when there are no rows. */
  emptyText?: ReactNode;
  className?: string;
}

export function Table<Row>({ caption, captionHidden, columns, rows, rowKey, emptyText, className }: TableProps<Row>) {
  const { wrapper, table, captionClass, empty, alignEnd, alignCenter } = useSheet(styles);
  const captionId = useId();
  const alignClasses = { start: '', end: alignEnd, center: alignCenter };
  const alignClass = (align: TableColumn<Row>['align']) => alignClasses[align ?? 'start'] || undefined;
  const cell = (row: Row, column: TableColumn<Row>, index: number): ReactNode =>
    column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '');

  return (
    // A scroll container reachable by keyboard, named by the caption.
    <div part="table-wrapper" role="region" aria-labelledby={captionId} tabIndex={0} className={wrapper}>
      <table part="table" className={[table, className ?? ''].filter(Boolean).join(' ')}>
        <caption id={captionId} className={captionHidden ? 'rx-visually-hidden' : captionClass}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={alignClass(column.align)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyText ? (
            <tr>
              <td colSpan={columns.length} className={empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={alignClass(column.align)}>
                      {cell(row, column, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={alignClass(column.align)}>
                      {cell(row, column, index)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
