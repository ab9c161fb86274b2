import { css, defineStyles } from '../theme/define-styles';

/** The row of buttons under a form; `spread` pushes the first and last apart (Back ... Next). */
export const layoutStyles = defineStyles({
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    margin-top: calc(var(--rx-space) * 2);
  `,
  spread: css`
    justify-content: space-between;
  `,
});
