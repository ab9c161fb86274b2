import { css, defineStyles } from '../theme/define-styles';

/** The × button that closes an alert, a toast or a dialog: a 44px target in the text colour. */
export const dismissButtonStyles = defineStyles({
  dismiss: css`
    flex: none;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: var(--rx-radius);
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.5em;
    line-height: 1;
    cursor: pointer;
  `,
});
