import { css, defineStyles } from '../../../core/theme/define-styles';
import { spreadRow } from '../../../core/ui/layout.styles';

export const settingsStyles = defineStyles({
  root: css`
    display: block;
  `,
  topBar: css`
    display: flex;
    align-items: center;
    gap: var(--rx-space);
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: var(--rx-space) calc(var(--rx-space) * 2);
    background: var(--rx-color-surface);
    border-bottom: 3px solid var(--rx-color-primary);
    border-radius: var(--rx-radius);
    & h2 {
      margin: 0;
      font-size: 1.25em;
    }
  `,
  list: css`
    list-style: none;
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: 0;
    display: grid;
    gap: var(--rx-space);
  `,
  entry: css`
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    gap: var(--rx-space);
    padding: calc(var(--rx-space) * 2);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    font: inherit;
    text-align: start;
    cursor: pointer;
    &:hover:not(:disabled) {
      border-color: var(--rx-color-primary);
    }
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus, var(--rx-color-primary));
      outline-offset: 2px;
    }
    &:disabled {
      cursor: not-allowed;
      color: var(--rx-color-text-muted);
    }
  `,
  entryHint: css`
    display: block;
    color: var(--rx-color-text-muted);
    font-size: 0.9em;
  `,
  row: css`
    ${spreadRow}
    padding: calc(var(--rx-space) * 2) 0;
    border-bottom: 1px solid var(--rx-color-border);
  `,
  value: css`
    overflow-wrap: anywhere;
  `,
  label: css`
    display: block;
    font-weight: 600;
  `,
  switchButton: css`
    position: relative;
    width: 52px;
    height: 30px;
    border-radius: 15px;
    border: 2px solid var(--rx-color-border);
    background: var(--rx-color-background);
    cursor: pointer;
    &::after {
      content: '';
      position: absolute;
      top: 3px;
      left: 3px;
      width: 20px;
      height: 20px;
      border-radius: 50%;
      background: var(--rx-color-text-muted);
      transition: left 0.15s;
    }
    &[aria-checked='true'] {
      background: var(--rx-color-primary);
      border-color: var(--rx-color-primary);
    }
    &[aria-checked='true']::after {
      left: 25px;
      background: var(--rx-color-surface);
    }
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus, var(--rx-color-primary));
      outline-offset: 2px;
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `,
  qrBox: css`
    display: flex;
    justify-content: center;
    margin: var(--rx-space) 0;
  `,
  secret: css`
    font-family: monospace;
    overflow-wrap: anywhere;
    font-size: 1.05em;
  `,
  muted: css`
    color: var(--rx-color-text-muted);
  `,
});
