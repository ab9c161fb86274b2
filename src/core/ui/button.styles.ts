import { css, defineStyles } from '../theme/define-styles';

/** Button base, one class per variant, full width, and the busy spinner (`rx-spin` is in the base styles). */
export const buttonStyles = defineStyles({
  base: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--rx-space);
    min-height: 44px;
    min-width: 44px;
    margin: 0;
    padding: 0 calc(var(--rx-space) * 2);
    border: 2px solid transparent;
    border-radius: var(--rx-radius);
    font: inherit;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
    }
    &:disabled {
      opacity: 0.6;
    }
    &[aria-busy='true'] {
      cursor: progress;
    }
  `,
  primary: css`
    background: var(--rx-color-primary);
    color: var(--rx-color-primary-text);
    &:hover:not(:disabled) {
      background: var(--rx-color-primary-dark);
    }
  `,
  secondary: css`
    background: var(--rx-color-surface);
    color: var(--rx-color-primary);
    border-color: var(--rx-color-primary);
    &:hover:not(:disabled) {
      background: var(--rx-color-background);
    }
  `,
  text: css`
    background: transparent;
    color: var(--rx-color-primary);
    padding: 0 var(--rx-space);
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
  danger: css`
    background: var(--rx-color-danger);
    color: var(--rx-color-surface);
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
  `,
  full: css`
    width: 100%;
  `,
  spinner: css`
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: rx-spin 0.8s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2.4s;
    }
  `,
});

/*
 * Declarations several components' rules begin or end with, interpolated into their css templates
 * (here, with the button styles every screen downloads, they add no chunk of their own).
 */

/** A row, wrapping when narrow, whose items sit at both ends, centred across. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--rx-space);
`;

/** A list without bullets or indent, its items on a grid with the standard gap. */
export const listReset = css`
  display: grid;
  gap: var(--rx-space);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A disclosure's heading button (core/ui/disclosure.tsx, counseling's options): full width, its text at one end and its arrow at the other. */
export const disclosureToggle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  border: 0;
  color: var(--rx-color-text);
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline-offset: -3px;
  }
`;

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
