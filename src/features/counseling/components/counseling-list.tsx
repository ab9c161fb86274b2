import { useTranslation } from 'react-i18next';
import type { CounselingEvent } from '../../../domain/medication/counseling.schema';
import { useSheet } from '../../../core/theme/define-styles';
import { counselingSections, formatCreated } from '../model/counseling-list';
import { counselingStyles } from './counseling.styles';

export interface CounselingListProps {
  events: readonly CounselingEvent[];
  onOpen: (eventId: number) => void;
}

/** Need to Review (yellow) and Reviewed, each item a button opening its detail. */
export function CounselingList({ events, onOpen }: CounselingListProps) {
  const { t } = useTranslation('counseling');
  const styles = useSheet(counselingStyles);
  const { needToReview, reviewed } = counselingSections(events);

  const item = (event: CounselingEvent, pending: boolean) => {
    const created = formatCreated(event.timeCreated);
    return (
      <li key={event.eventId}>
        <button
          type="button"
          part={pending ? 'item item-pending' : 'item item-reviewed'}
          className={`${styles.item} ${pending ? styles.pending : ''}`}
          data-event-id={event.eventId}
          onClick={() => onOpen(event.eventId)}
        >
          <span className={styles.itemName}>{event.counselingName}</span>
          {created && <span className={styles.created}>{t('created', { date: created })}</span>}
        </button>
      </li>
    );
  };

  return (
    <>
      <section className={styles.section} part="need-to-review" aria-labelledby="rx-counseling-pending">
        <h3 id="rx-counseling-pending">{t('needToReview')}</h3>
        {needToReview.length > 0 ? (
          <ul className={styles.list}>{needToReview.map((event) => item(event, true))}</ul>
        ) : (
          <p part="empty">{t('empty')}</p>
        )}
      </section>
      {reviewed.length > 0 && (
        <section className={styles.section} part="reviewed" aria-labelledby="rx-counseling-reviewed">
          <h3 id="rx-counseling-reviewed">{t('reviewed')}</h3>
          <ul className={styles.list}>{reviewed.map((event) => item(event, false))}</ul>
        </section>
      )}
    </>
  );
}
