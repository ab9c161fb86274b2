import { css, defineStyles } from '../../../core/theme/define-styles';

export const chatStyles = defineStyles({
  header: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--rx-space);
    flex-wrap: wrap;
  `,
  status: css`
    font-size: 0.875em;
    color: var(--rx-color-text-muted);
  `,
  statusDot: css`
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    margin-inline-end: 0.4em;
    background: var(--rx-color-warning-text);
  `,
  statusDotOn: css`
    background: var(--rx-color-success);
  `,
  sectionTitle: css`
    font-size: 1em;
    margin: calc(var(--rx-space) * 2) 0 var(--rx-space);
  `,
  list: css`
    list-style: none;
    margin: 0;
    padding: 0;
  `,
  item: css`
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25em var(--rx-space);
    width: 100%;
    text-align: start;
    padding: var(--rx-space);
    margin: 0 0 0.25em;
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    font: inherit;
    cursor: pointer;
    &:hover {
      border-color: var(--rx-color-primary);
    }
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus);
      outline-offset: 2px;
    }
  `,
  itemTitle: css`
    font-weight: 600;
    overflow-wrap: anywhere;
  `,
  muted: css`
    color: var(--rx-color-text-muted);
    font-size: 0.875em;
  `,
  badge: css`
    justify-self: end;
    min-width: 1.5em;
    padding: 0 0.4em;
    border-radius: 1em;
    background: var(--rx-color-primary);
    color: var(--rx-color-primary-text);
    font-size: 0.875em;
    text-align: center;
  `,
  timeline: css`
    height: 26em;
    overflow-y: auto;
    overscroll-behavior: contain;
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-background);
    position: relative;
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus);
    }
  `,
  row: css`
    position: absolute;
    left: 0;
    width: 100%;
    padding: 0.25em var(--rx-space);
    box-sizing: border-box;
  `,
  bubble: css`
    max-width: 80%;
    padding: 0.5em 0.75em;
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    border: 1px solid var(--rx-color-border);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  `,
  own: css`
    margin-inline-start: auto;
    border-color: var(--rx-color-primary);
  `,
  meta: css`
    font-size: 0.8em;
    color: var(--rx-color-text-muted);
    margin-bottom: 0.2em;
  `,
  link: css`
    color: var(--rx-color-primary);
    text-decoration: underline;
  `,
  sendBox: css`
    margin-top: var(--rx-space);
  `,
  counter: css`
    font-size: 0.8em;
    color: var(--rx-color-text-muted);
    text-align: end;
  `,
  failed: css`
    color: var(--rx-color-danger);
  `,
});
