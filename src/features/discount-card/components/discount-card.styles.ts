import { css, defineStyles } from '../../../core/theme/define-styles';

export const discountCardStyles = defineStyles({
  card: css`
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
  `,
  fields: css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px calc(var(--rx-space) * 2);
    margin: 0 0 var(--rx-space);
    & dt {
      font-weight: 600;
    }
    & dd {
      margin: 0;
      overflow-wrap: anywhere;
      font-family: monospace;
    }
  `,
  image: css`
    display: block;
    max-width: 100%;
    height: auto;
  `,
  amount: css`
    margin: 0 0 var(--rx-space);
    font-size: 1.25rem;
    font-weight: 700;
  `,
  link: css`
    color: var(--rx-color-primary);
  `,
  progress: css`
    display: block;
    width: 100%;
    margin: 0 0 var(--rx-space);
    accent-color: var(--rx-color-primary);
  `,
  questionHeader: css`
    display: flex;
    align-items: center;
    gap: var(--rx-space);
    margin: 0 0 var(--rx-space);
    & h3 {
      margin: 0;
    }
  `,
});
