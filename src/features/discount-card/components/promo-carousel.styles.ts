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
  /* The shown slide fades in over the carousel timing; the others are hidden outright. */
  slide: css`
    animation: rx-discount-slide-in ${DISCOUNT_CAROUSEL_TRANSITION_MS}ms ease;
    @keyframes rx-discount-slide-in {
      from {
        opacity: 0;
      }
      to {
        opacity: 1;
      }
    }
    & h3 {
      margin: 0 0 var(--rx-space);
      font-size: 1.125rem;
    }
    & p {
      margin: 0;
    }
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `,
});
