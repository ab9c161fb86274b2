import { colourDeclarations, defaultDarkPalette, forcedColorsPalette, tokenDeclarations, type Palette } from './tokens';
import type { ColorTheme } from './color-theme';

export interface SchemeOptions {
  /** The palette of the dark scheme (the brand's); the default dark palette when omitted. */
  dark?: Palette;
  /** A forced scheme; unset follows `prefers-color-scheme`. */
  theme?: ColorTheme;
}

function schemeDeclarations(light: Palette, { dark = defaultDarkPalette, theme }: SchemeOptions): string {
  if (theme === 'dark') return `:host{${tokenDeclarations(dark)}color-scheme:dark;}`;
  if (theme === 'light') return `:host{${tokenDeclarations(light)}color-scheme:light;}`;
  return (
    `:host{${tokenDeclarations(light)}color-scheme:light dark;}` +
    `@media (prefers-color-scheme: dark){:host{${colourDeclarations(dark)}}}`
  );
}

/** System colours, visible borders on every control and box, and a Highlight focus ring. */
const forcedColors =
  '@media (forced-colors: active){' +
  `:host{${colourDeclarations(forcedColorsPalette)}}` +
  '.rx-root button{border:2px solid ButtonText;}' +
  '.rx-root button:disabled{border-color:GrayText;color:GrayText;}' +
  '.rx-root [role=dialog],.rx-root [part~=toast]{border:2px solid CanvasText;}' +
  '.rx-root :focus-visible{outline:3px solid Highlight;outline-offset:2px;}' +
  '}';

/**
 * The reset inside every shadow root. Inherited host styles (font size, colour, line height,
 * letter spacing...) stop at `.rx-root`, which sets all of them explicitly. Sizes are in px/em,
 * never rem, because rem follows the host page's root font size. The focus ring is set here for
 * every focusable element; components only move its offset.
 */
export function baseStyles(palette: Palette, scheme: SchemeOptions = {}): string {
  return (
    schemeDeclarations(palette, scheme) +
    ':host{display:block;}' +
    ':host([hidden]){display:none;}' +
    '.rx-mount{display:contents;}' +
    '.rx-root{all:initial;display:block;box-sizing:border-box;font-family:var(--rx-font-family);' +
    'font-size:var(--rx-font-size);line-height:var(--rx-line-height);color:var(--rx-color-text);' +
    'text-align:start;letter-spacing:normal;word-spacing:normal;text-transform:none;font-weight:400;font-style:normal;}' +
    '.rx-root *,.rx-root *::before,.rx-root *::after{box-sizing:border-box;}' +
    '.rx-root :where(h1,h2,h3,h4,p,ul,ol,figure){margin:0 0 .75em;}' +
    '.rx-root :where(h1){font-size:1.5em;line-height:1.25;}.rx-root :where(h2){font-size:1.25em;line-height:1.3;}' +
    '.rx-root :where(button,input,select,textarea){font:inherit;color:inherit;letter-spacing:inherit;}' +
    '.rx-root :where(a){color:var(--rx-color-primary);}' +
    '.rx-root :focus-visible{outline:3px solid var(--rx-color-focus);outline-offset:2px;}' +
    '.rx-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;}' +
    '@keyframes rx-spin{from{transform:rotate(0deg)}to{transform:rotate(360deg)}}' +
    forcedColors
  );
}
