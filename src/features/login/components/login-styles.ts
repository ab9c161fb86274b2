import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';

const loginStyles = defineStyles({
  card: css`
    max-width: 28em;
    margin: 0 auto;
    padding: calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
  header: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: var(--rx-space);
  `,
  heading: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    &:focus:not(:focus-visible) {
      outline: none;
    }
  `,
  language: css`
    width: 10em;
    & > div {
      margin-bottom: var(--rx-space);
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--rx-space);
    margin-top: calc(var(--rx-space) * 2);
  `,
  column: css`
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: var(--rx-space);
    margin-top: calc(var(--rx-space) * 2);
  `,
  linkButton: css`
    display: inline;
    min-height: 44px;
    margin: 0;
    padding: 0 4px;
    border: 0;
    background: none;
    color: var(--rx-color-primary);
    text-decoration: underline;
    cursor: pointer;
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `,
  link: css`
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 4px;
  `,
  muted: css`
    color: var(--rx-color-text-muted);
    font-size: 0.875em;
  `,
  footer: css`
    margin: calc(var(--rx-space) * 3) 0 0;
    color: var(--rx-color-text-muted);
    font-size: 0.875em;
    text-align: center;
  `,
  centered: css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--rx-space);
    padding: calc(var(--rx-space) * 2) 0;
    text-align: center;
  `,
});

/** The shared look of the access screens. */
export function useLoginStyles() {
  return useSheet(loginStyles);
}
