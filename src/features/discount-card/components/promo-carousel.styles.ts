import { DISCOUNT_CAROUSEL_TRANSITION_MS } from '../../../domain/patient/discount-card';
import { css, defineStyles } from '../../../core/theme/define-styles';

export const promoCarouselStyles = defineStyles({
  carousel: css`
    margin: calc(var(--rx-space) * 2) 0 0;
    padding: calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
  `,
  controls: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    margin: 0 0 var(--rx-space);
  `,
  /* The slides share one grid cell, so the box keeps the tallest slide's height while they fade. */
  slides: css`
    display: grid;
  `,
  slide: css`
    grid-area: 1 / 1;
    opacity: 1;
    visibility: visible;
    transition:
      opacity ${DISCOUNT_CAROUSEL_TRANSITION_MS}ms ease,
      visibility ${DISCOUNT_CAROUSEL_TRANSITION_MS}ms;
    &[data-current='false'] {
      opacity: 0;
      visibility: hidden;
    }
    & h4 {
      margin: 0 0 var(--rx-space);
      font-size: 1.125rem;
    }
    & p {
      margin: 0;
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  `,
});
