import { tokenDeclarations, type Palette } from './tokens';

/**
 * The reset inside every shadow root. Inherited host styles (font size, colour, line height,
 * letter spacing...) stop at `.rx-root`, which sets all of them explicitly. Sizes are in px/em,
 * never rem, because rem follows the host page's root font size.
 */
export function baseStyles(palette: Palette): string {
  return (
    `:host{${tokenDeclarations(palette)}display:block;}` +
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
    '.rx-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;}'
  );
}
