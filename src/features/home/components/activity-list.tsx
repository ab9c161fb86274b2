import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../domain/patient/activity.schema';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { NavLink } from '../../../core/ui/nav-link';
import { Spinner } from '../../../core/ui/spinner';
import { Alert } from '../../../core/ui/alert';
import { trackAction } from '../../../core/analytics/analytics';
import { activityTarget, formatDueDate } from '../model/activities';

const styles = defineStyles({
  list: css`
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    & > li + li {
      border-top: 1px solid var(--rx-color-border);
    }
  `,
  link: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px calc(var(--rx-space) * 2);
    min-height: 44px;
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    color: var(--rx-color-text);
    text-decoration: none;
    &:hover .rx-activity-name {
      text-decoration: underline;
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  `,
  type: css`
    flex: none;
    color: var(--rx-color-text-muted);
    font-size: 0.875em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  `,
  name: css`
    flex: 1 1 12em;
    color: var(--rx-color-primary);
    font-weight: 600;
  `,
  due: css`
    flex: none;
    color: var(--rx-color-text-muted);
  `,
  empty: css`
    margin: 0;
    padding: calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
  `,
});

export interface ActivityListProps {
  activities: readonly Activity[] | undefined;
  failed: boolean;
}

/** Pending activities (spec 01 §2), each a link to where it is done; the up-to-date message when none. */
export function ActivityList({ activities, failed }: ActivityListProps) {
  const { t } = useTranslation('home');
  const { list, link, type, name, due, empty } = useSheet(styles);

  if (failed) return <Alert tone="error">{t('activities.error')}</Alert>;
  if (!activities) return <Spinner label={t('activities.loading')} size="small" />;
  if (activities.length === 0)
    return (
      <p className={empty} part="up-to-date">
        {t('activities.upToDate')}
      </p>
    );
  return (
    <ul className={list} part="activities">
      {activities.map((activity) => {
        const target = activityTarget(activity);
        if (!target) return null;
        const title =
          activity.activityType === 'address'
            ? t('activities.address')
            : activity.activityType === 'insurance'
              ? t('activities.insurance')
              : activity.activityName || t(`activities.types.${activity.activityType}`);
        const dueDate = activity.activityType === 'clinical' ? formatDueDate(activity.dueDate) : null;
        return (
          <li key={activity.activityId}>
            <NavLink
              to={target.path}
              state={target.state}
              className={link}
              part="activity"
              data-activity-type={activity.activityType}
              onClick={() => trackAction(`activity-${activity.activityType}`, { href: target.path })}
            >
              <span className={type}>{t(`activities.types.${activity.activityType}`)}</span>
              <span className={`${name} rx-activity-name`}>{title}</span>
              {dueDate && <span className={due}>{t('activities.due', { date: dueDate })}</span>}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
