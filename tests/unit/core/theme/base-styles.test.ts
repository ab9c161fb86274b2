import { describe, expect, it } from 'vitest';
import { baseStyles } from '../../../../src/core/theme/base-styles';
import { defaultDarkPalette, defaultPalette } from '../../../../src/core/theme/tokens';
import { brands } from '../../../../src/core/brand/brands';

const hostRule = (css: string) => css.slice(0, css.indexOf('}') + 1);

describe('colour schemes in the base styles', () => {
  it('without a theme: light tokens, and the dark palette under prefers-color-scheme: dark', () => {
    const css = baseStyles(defaultPalette);
    expect(hostRule(css)).toContain(`--rx-color-surface:${defaultPalette.surface};`);
    expect(hostRule(css)).toContain('color-scheme:light dark;');
    expect(css).toContain(`@media (prefers-color-scheme: dark){:host{--rx-color-primary:${defaultDarkPalette.primary};`);
  });

  it('theme="dark" uses the brand\'s dark palette whatever the system says; theme="light" the light one only', () => {
    const brand = brands.specialty!;
    const dark = baseStyles(brand.palette, { dark: brand.darkPalette, theme: 'dark' });
    expect(hostRule(dark)).toContain(`--rx-color-primary:${brand.darkPalette.primary};`);
    expect(hostRule(dark)).toContain('color-scheme:dark;');
    expect(dark).not.toContain('prefers-color-scheme');
    const light = baseStyles(brand.palette, { dark: brand.darkPalette, theme: 'light' });
    expect(hostRule(light)).toContain(`--rx-color-primary:${brand.palette.primary};`);
    expect(light).not.toContain(brand.darkPalette.primary);
  });

  it('every brand has a dark palette of its own primary colour', () => {
    for (const brand of Object.values(brands)) {
      expect(Object.keys(brand.darkPalette).sort()).toEqual(Object.keys(brand.palette).sort());
      expect(brand.darkPalette.primary).not.toBe(brand.palette.primary);
    }
  });

  it('forced-colors mode maps the tokens to system colours and keeps a Highlight focus ring', () => {
    const css = baseStyles(defaultPalette, { theme: 'dark' });
    const forced = css.slice(css.indexOf('@media (forced-colors: active)'));
    expect(forced).toContain('--rx-color-surface:Canvas;');
    expect(forced).toContain('--rx-color-text:CanvasText;');
    expect(forced).toContain('--rx-color-focus:Highlight;');
    expect(forced).toContain(':focus-visible{outline:3px solid Highlight;');
  });
});
