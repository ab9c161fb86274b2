import { css, defineStyles } from '../../../core/theme/define-styles';

/** The profile's shared layout: item lists, their rows, and the button rows. */
export const profileStyles = defineStyles({
  list: css`
    list-style: none;
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    display: grid;
    gap: var(--rx-space);
  `,
  item: css`
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    color: var(--rx-color-text);
    overflow-wrap: anywhere;
  `,
  itemTitle: css`
    margin: 0 0 4px;
    font-size: 1.05em;
    font-weight: 600;
  `,
  muted: css`
    margin: 0;
    color: var(--rx-color-text-muted);
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    margin-top: var(--rx-space);
  `,
  details: css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px calc(var(--rx-space) * 2);
    margin: 0 0 calc(var(--rx-space) * 2);
    & > dt {
      font-weight: 600;
    }
    & > dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `,
  contents: css`
    display: contents;
  `,
  photo: css`
    display: inline-block;
    max-width: 100%;
    max-height: 12em;
    margin: 0 var(--rx-space) var(--rx-space) 0;
    border-radius: var(--rx-radius);
  `,
  badge: css`
    display: inline-block;
    margin-inline-start: var(--rx-space);
    padding: 0 6px;
    border: 1px solid var(--rx-color-primary);
    border-radius: var(--rx-radius);
    color: var(--rx-color-text);
    font-size: 0.85em;
    font-weight: 600;
  `,
});
