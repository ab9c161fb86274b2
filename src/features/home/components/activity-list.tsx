import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../domain/patient/activity.schema';
import { useStyles } from '../../../core/theme/style-context';
import { NavLink } from '../../../core/ui/nav-link';
import { Spinner } from '../../../core/ui/spinner';
import { Alert } from '../../../core/ui/alert';
import { trackAction } from '../../../core/analytics/analytics';
import { activityTarget, formatDueDate } from '../model/activities';

export interface ActivityListProps {
  activities: readonly Activity[] | undefined;
  failed: boolean;
}

/** Pending activities (spec 01 §2), each a link to where it is done; the up-to-date message when none. */
export function ActivityList({ activities, failed }: ActivityListProps) {
  const { t } = useTranslation('home');
  const { css } = useStyles();
  const list = css`
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    & > li + li {
      border-top: 1px solid var(--rx-color-border);
    }
  `;
  const link = css`
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
      outline: 3px solid var(--rx-color-focus);
      outline-offset: -3px;
    }
  `;
  const type = css`
    flex: none;
    color: var(--rx-color-text-muted);
    font-size: 0.875em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  `;
  const name = css`
    flex: 1 1 12em;
    color: var(--rx-color-primary);
    font-weight: 600;
  `;
  const due = css`
    flex: none;
    color: var(--rx-color-text-muted);
  `;
  const empty = css`
    margin: 0;
    padding: calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
  `;

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
