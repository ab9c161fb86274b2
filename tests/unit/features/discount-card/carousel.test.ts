import { describe, expect, it } from 'vitest';
import { carouselReducer, initialCarousel, isRotating, type CarouselAction, type CarouselState } from '../../../../src/features/discount-card/model/carousel';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);

describe('discount card carousel', () => {
  it('starts on the first slide, turning unless reduced motion is asked for', () => {
    expect(initialCarousel(3, false)).toEqual({ count: 3, index: 0, playing: true, hovered: false, focused: false });
    expect(isRotating(initialCarousel(3, false))).toBe(true);
    expect(initialCarousel(3, true).playing).toBe(false);
    expect(isRotating(initialCarousel(3, true))).toBe(false);
  });

  it('goes next and previous around the ends, and shows a chosen slide', () => {
    const start = initialCarousel(3, false);
    expect(run(start, { type: 'next' }).index).toBe(1);
    expect(run(start, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run(start, { type: 'previous' }).index).toBe(2);
    expect(run(start, { type: 'show', index: 2 }).index).toBe(2);
    expect(run(start, { type: 'show', index: 4 }).index).toBe(1);
    expect(run(start, { type: 'show', index: 1.5 }).index).toBe(0);
  });

  it('a tick advances only while turning', () => {
    const start = initialCarousel(3, false);
    expect(run(start, { type: 'tick' }, { type: 'tick' }).index).toBe(2);
    expect(run(start, { type: 'hover', on: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'focus', on: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'toggle-rotation' }, { type: 'tick' }).index).toBe(0);
    expect(run(initialCarousel(3, true), { type: 'tick' }).index).toBe(0);
  });

  it('pauses on hover and focus and goes on when both leave', () => {
    const paused = run(initialCarousel(3, false), { type: 'hover', on: true }, { type: 'focus', on: true });
    expect(isRotating(paused)).toBe(false);
    expect(isRotating(run(paused, { type: 'hover', on: false }))).toBe(false);
    const resumed = run(paused, { type: 'hover', on: false }, { type: 'focus', on: false });
    expect(isRotating(resumed)).toBe(true);
    expect(run(resumed, { type: 'tick' }).index).toBe(1);
  });

  it('the rotation control stops it, and starting it again turns even with focus on the control', () => {
    const focused = run(initialCarousel(3, false), { type: 'focus', on: true }, { type: 'toggle-rotation' });
    expect(focused.playing).toBe(false);
    const restarted = run(focused, { type: 'toggle-rotation' });
    expect(restarted.playing).toBe(true);
    expect(isRotating(restarted)).toBe(true);
    expect(run(restarted, { type: 'tick' }).index).toBe(1);
  });

  it('asking for reduced motion stops it; lifting the request does not restart it', () => {
    const stopped = run(initialCarousel(3, false), { type: 'reduced-motion', on: true });
    expect(stopped.playing).toBe(false);
    expect(run(stopped, { type: 'reduced-motion', on: false }).playing).toBe(false);
    expect(run(stopped, { type: 'toggle-rotation' }).playing).toBe(true);
  });

  it('one slide or a bad count keeps a single slide', () => {
    expect(run(initialCarousel(1, false), { type: 'next' }).index).toBe(0);
    expect(initialCarousel(0, false).count).toBe(1);
  });
});
