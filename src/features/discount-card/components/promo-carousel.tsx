import { useEffect, useReducer, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_AMOUNT } from '../../../domain/patient/discount-card';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { CAROUSEL_SLIDE_INTERVAL_MS, carouselReducer, initialCarousel, isRotating } from '../model/carousel';
import { promoCarouselStyles } from './promo-carousel.styles';

const SLIDES = ['save', 'pharmacy', 'help'] as const;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () => globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false;

/**
 * The three promotional slides shown once the questions are done (spec 02 §2), as the WAI-ARIA
 * carousel: a labelled region, slides labelled "1 of 3", previous and next buttons and a rotation
 * control; turning pauses on hover and focus, and stops when reduced motion is asked for.
 */
export function PromoCarousel() {
  const { t } = useTranslation('discount-card');
  const styles = useSheet(promoCarouselStyles);
  const [state, dispatch] = useReducer(carouselReducer, SLIDES.length, (count) => initialCarousel(count, prefersReducedMotion()));
  const rotating = isRotating(state);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), CAROUSEL_SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  useEffect(() => {
    const query = globalThis.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => dispatch({ type: 'reduced-motion', on: event.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focus', on: false });
  };

  return (
    <section
      part="carousel"
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={() => dispatch({ type: 'focus', on: true })}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        <Button variant="secondary" part="button rotation-button" onClick={() => dispatch({ type: 'toggle-rotation' })}>
          {state.playing ? t('carousel.stop') : t('carousel.start')}
        </Button>
        <Button variant="secondary" part="button previous-slide" aria-controls="rx-discount-slides" onClick={() => dispatch({ type: 'previous' })}>
          {t('carousel.previous')}
        </Button>
        <Button variant="secondary" part="button next-slide" aria-controls="rx-discount-slides" onClick={() => dispatch({ type: 'next' })}>
          {t('carousel.next')}
        </Button>
      </div>
      {/* Announce slide changes only when the patient makes them, not while it turns by itself. */}
      <div id="rx-discount-slides" aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map((slide, index) => (
          <div
            key={slide}
            part="slide"
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slideLabel', { current: index + 1, total: SLIDES.length })}
            className={styles.slide}
            hidden={index !== state.index}
          >
            <h3>{t(`carousel.slides.${slide}.title`, { amount: DISCOUNT_AMOUNT })}</h3>
            <p>{t(`carousel.slides.${slide}.body`, { amount: DISCOUNT_AMOUNT })}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
