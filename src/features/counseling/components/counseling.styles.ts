import { css, defineStyles } from '../../../core/theme/define-styles';
import { disclosureToggle, listReset } from '../../../core/ui/layout.styles';

export const counselingStyles = defineStyles({
  header: css`
    display: flex;
    align-items: center;
    gap: var(--rx-space);
    margin: 0 0 calc(var(--rx-space) * 2);
    & h2 {
      margin: 0;
    }
  `,
  section: css`
    margin: 0 0 calc(var(--rx-space) * 3);
    & h3 {
      margin: 0 0 var(--rx-space);
    }
  `,
  list: listReset,
  item: css`
    display: block;
    width: 100%;
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    text-align: start;
    cursor: pointer;
    &:hover {
      border-color: var(--rx-color-primary);
    }
  `,
  pending: css`
    border-inline-start: 6px solid var(--rx-color-warning-text);
    background: var(--rx-color-warning);
    color: var(--rx-color-warning-text);
  `,
  itemName: css`
    display: block;
    font-weight: 700;
  `,
  created: css`
    display: block;
    margin-top: 4px;
    font-size: 0.9em;
  `,
  prompt: css`
    margin: 0 0 calc(var(--rx-space) * 2);
  `,
  option: css`
    margin: 0 0 var(--rx-space);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    & h3 {
      margin: 0;
      font-size: 1em;
    }
  `,
  optionToggle: css`
    min-height: 44px;
    padding: var(--rx-space) calc(var(--rx-space) * 2);
    background: transparent;
    ${disclosureToggle}
  `,
  response: css`
    padding: 0 calc(var(--rx-space) * 2) calc(var(--rx-space) * 1.5);
    & p {
      margin: 0 0 4px;
    }
  `,
});
