import { css, defineStyles } from '../theme/define-styles';

/** The menu button's trigger, its popup list and the list's items. */
export const styles = defineStyles({
  menu: css`
    position: absolute;
    top: calc(100% + 4px);
    left: 0;
    z-index: var(--rx-z-overlay);
    min-width: 12em;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    box-shadow: var(--rx-shadow);
  `,
  menuAtEnd: css`
    && {
      left: auto;
      right: 0;
    }
  `,
  wrapper: css`
    position: relative;
    display: inline-block;
  `,
  button: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--rx-space);
    min-width: 44px;
    min-height: 44px;
    padding: 0 var(--rx-space);
    border: 2px solid transparent;
    border-radius: var(--rx-radius);
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
    &:hover {
      background: color-mix(in srgb, var(--rx-color-text) 8%, transparent);
    }
  `,
  item: css`
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 0 calc(var(--rx-space) * 2);
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
    &:hover,
    &:focus {
      background: var(--rx-color-background);
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  `,
});
