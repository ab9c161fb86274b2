import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { displayDate } from '../../../domain/calendar/display-date';
import { DOCUMENT_GROUPS, groupDocuments, type DocumentGroup } from '../../../domain/document/document-list';
import type { PatientDocument } from '../../../domain/patient/document.schema';

const styles = defineStyles({
  list: css`
    list-style: none;
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
  `,
  item: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    justify-content: space-between;
    align-items: center;
    padding: var(--rx-space) 0;
    border-bottom: 1px solid var(--rx-color-border);
  `,
  meta: css`
    color: var(--rx-color-text-muted);
    font-size: 0.9em;
    margin: 0;
  `,
  title: css`
    font-weight: 600;
    margin: 0;
  `,
  badge: css`
    display: inline-block;
    min-width: 1.5em;
    margin-left: 0.5em;
    padding: 0 0.4em;
    border-radius: 1em;
    text-align: center;
    background: var(--rx-color-primary);
    color: var(--rx-color-primary-text);
    font-size: 0.85em;
  `,
});

export interface DocumentListProps {
  documents: readonly PatientDocument[];
  onOpen: (document: PatientDocument) => void;
}

function statusKey(document: PatientDocument): string {
  if (!document.isSignRequest) return '';
  if (document.isCompletelySigned) return 'status.complete';
  if (document.isCurrentSigner) return 'status.yourTurn';
  return 'status.waiting';
}

/** The documents in groups: awaiting my signature, signed, clinical, imported (empty groups left out). */
export function DocumentList({ documents, onOpen }: DocumentListProps) {
  const { t } = useTranslation('documents');
  const s = useSheet(styles);
  const groups = groupDocuments(documents);
  const shown = DOCUMENT_GROUPS.filter((group) => groups[group].length > 0);
  if (shown.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      {shown.map((group: DocumentGroup) => (
        <section key={group} aria-labelledby={`rx-documents-${group}`}>
          <h3 id={`rx-documents-${group}`}>
            {t(`groups.${group}`)}
            {group === 'awaiting' && (
              <span className={s.badge} part="badge" aria-label={t('awaitingCount', { count: groups.awaiting.length })}>
                {groups.awaiting.length}
              </span>
            )}
          </h3>
          <ul className={s.list}>
            {groups[group].map((document) => (
              <li key={document.docId} className={s.item}>
                <div>
                  <p className={s.title}>{document.friendlyName}</p>
                  <p className={s.meta}>
                    {t('uploaded', { date: displayDate(document.timeUploaded) ?? t('unknownDate') })}
                    {statusKey(document) ? ` · ${t(statusKey(document))}` : ''}
                  </p>
                  {document.fileDescription && <p className={s.meta}>{document.fileDescription}</p>}
                </div>
                <Button variant={group === 'awaiting' ? 'primary' : 'secondary'} onClick={() => onOpen(document)} aria-label={t(group === 'awaiting' ? 'openToSign' : 'openToView', { name: document.friendlyName })}>
                  {t(group === 'awaiting' ? 'signAction' : 'viewAction')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
