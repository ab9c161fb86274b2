import { DISCOUNT_LAYOUT_BREAKPOINT } from '../../../domain/patient/discount-card';
import { css, defineStyles } from '../../../core/theme/define-styles';
import { spreadRow } from '../../../core/ui/layout.styles';

/** A phone held upright (see DISCOUNT_LAYOUT_BREAKPOINT): the rotate hint stands in for the card. */
const PHONE_PORTRAIT = `(orientation: portrait) and (max-width: ${DISCOUNT_LAYOUT_BREAKPOINT.height - 0.02}px)`;

export const discountCardStyles = defineStyles({
  area: css`
    & > [data-rotate-hint] {
      display: none;
    }
    @media ${PHONE_PORTRAIT} {
      &[data-show-card='false'] > [data-rotate-hint] {
        display: block;
      }
      &[data-show-card='false'] > [data-card] {
        display: none;
      }
    }
  `,
  rotateHint: css`
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: calc(var(--rx-space) * 2);
    border: 1px dashed var(--rx-color-border);
    border-radius: var(--rx-radius);
    text-align: center;
    & p {
      margin: 0 0 var(--rx-space);
    }
    & [data-rotate-icon] {
      display: block;
      font-size: 2rem;
      line-height: 1;
    }
  `,
  header: css`
    ${spreadRow}
    margin: 0 0 var(--rx-space);
  `,
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
  /* A member ID over 15 characters (spec 02 §9) gets a line of its own under each label. */
  fieldsLong: css`
    grid-template-columns: 1fr;
    gap: 0;
    & dd {
      margin: 0 0 var(--rx-space);
      font-size: 1.125rem;
      letter-spacing: 0.02em;
    }
  `,
  image: css`
    display: block;
    max-width: 100%;
    height: auto;
  `,
  amount: css`
    margin: 0;
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
