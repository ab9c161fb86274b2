/**
 * The promotional carousel shown after the questions (spec 02 §2), as a pure reducer: which slide
 * shows and whether it turns by itself (WAI-ARIA APG carousel pattern).
 */

/**
 * How long a slide stays before the next one: its title and two short sentences (about 30 words)
 * read at a slow 200 words a minute take about 9 s, and a slower reader can pause.
 */
export const CAROUSEL_SLIDE_INTERVAL_MS = 9000;

export interface CarouselState {
  count: number;
  /** 0-based index of the slide shown. */
  index: number;
  /** The patient wants it to turn by itself (the rotation control). */
  playing: boolean;
  /** Pauses while the pointer is over the carousel. */
  hovered: boolean;
  /** Pauses while keyboard focus is inside the carousel. */
  focused: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'show'; index: number }
  | { type: 'tick' }
  | { type: 'toggle-rotation' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'reduced-motion'; on: boolean };

/** Starts on the first slide, turning unless the patient asked for reduced motion. */
export function initialCarousel(count: number, reducedMotion: boolean): CarouselState {
  return { count: Math.max(1, Math.floor(count)), index: 0, playing: !reducedMotion, hovered: false, focused: false };
}

/** Whether the carousel turns now: wanted, and neither hovered nor focused. */
export const isRotating = (state: CarouselState): boolean => state.playing && !state.hovered && !state.focused;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'show':
      return Number.isInteger(action.index) ? { ...state, index: wrap(action.index, state.count) } : state;
    case 'tick':
      return isRotating(state) ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'toggle-rotation':
      // Starting it is an explicit request: it turns even though focus is on the control.
      return state.playing ? { ...state, playing: false } : { ...state, playing: true, focused: false };
    case 'hover':
      return state.hovered === action.on ? state : { ...state, hovered: action.on };
    case 'focus':
      return state.focused === action.on ? state : { ...state, focused: action.on };
    case 'reduced-motion':
      // Asking for reduced motion stops it; lifting the request does not restart it by surprise.
      return action.on && state.playing ? { ...state, playing: false } : state;
  }
}
