import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { NavLink } from '../../../core/ui/nav-link';
import { trackAction } from '../../../core/analytics/analytics';
import type { HomeTile } from '../model/tiles';
import { TileIcon } from './tile-icon';

const styles = defineStyles({
  list: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9em, 1fr));
    gap: calc(var(--rx-space) * 2);
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: 0;
    list-style: none;
  `,
  tile: css`
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: var(--rx-space);
    min-height: 7.5em;
    padding: calc(var(--rx-space) * 2) var(--rx-space);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    &:hover {
      border-color: var(--rx-color-primary);
      box-shadow: var(--rx-shadow);
    }
  `,
  icon: css`
    color: var(--rx-color-primary);
  `,
  badge: css`
    position: absolute;
    top: var(--rx-space);
    right: var(--rx-space);
    min-width: 1.75em;
    height: 1.75em;
    padding: 0 0.4em;
    border-radius: 0.875em;
    background: var(--rx-color-danger);
    color: var(--rx-color-surface);
    font-size: 0.875em;
    line-height: 1.75em;
    font-weight: 700;
  `,
});

/** The quick-action tiles: links to their screens, each with its badge. */
export function HomeTiles({ tiles }: { tiles: readonly HomeTile[] }) {
  const { t } = useTranslation('home');
  const { list, tile, icon, badge } = useSheet(styles);
  return (
    <nav aria-label={t('tilesLabel')} part="tiles">
      <ul className={list}>
        {tiles.map((entry) => (
          <li key={entry.id}>
            <NavLink
              to={entry.path}
              className={tile}
              part="tile"
              data-tile={entry.id}
              onClick={() => trackAction('home-tile', { href: entry.path })}
            >
              <TileIcon id={entry.id} className={icon} />
              <span>{t(`tiles.${entry.id}`)}</span>
              {entry.badge !== null && (
                <>
                  <span className={badge} part="badge" aria-hidden="true">
                    {entry.badge > 99 ? '99+' : entry.badge}
                  </span>
                  <span className="rx-visually-hidden">, {t(`badges.${entry.id}`, { count: entry.badge })}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
