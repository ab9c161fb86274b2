/** Design tokens, exposed as `--rx-*` custom properties on each element's `:host`. */
export interface Palette {
  primary: string;
  primaryText: string;
  primaryDark: string;
  accent: string;
  surface: string;
  background: string;
  text: string;
  textMuted: string;
  border: string;
  danger: string;
  success: string;
  warning: string;
  warningText: string;
  focus: string;
}

export const defaultPalette: Palette = {
  primary: '#1f5fa8',
  primaryText: '#ffffff',
  primaryDark: '#17467c',
  accent: '#0b7a75',
  surface: '#ffffff',
  background: '#f5f7fa',
  text: '#1c2430',
  textMuted: '#4a5565',
  border: '#8a96a8',
  danger: '#b3261e',
  success: '#1b6e33',
  warning: '#fff4ce',
  warningText: '#4d3800',
  focus: '#1a73e8',
};

/** The same roles on a dark surface; every text pair keeps WCAG AA contrast (4.5:1). */
export const defaultDarkPalette: Palette = {
  primary: '#8ab4f8',
  primaryText: '#0b1a2e',
  primaryDark: '#aecbfa',
  accent: '#5fd4cc',
  surface: '#1b1f24',
  background: '#111418',
  text: '#e6e9ee',
  textMuted: '#b4bcc8',
  border: '#8a96a8',
  danger: '#ff8a80',
  success: '#81c995',
  warning: '#3a2e00',
  warningText: '#ffe08a',
  focus: '#8ab4f8',
};

/**
 * Windows forced-colors mode: every role becomes a system colour, so the reader's high-contrast
 * theme decides (the browser forces most colours anyway; these reach borders, outlines and
 * custom-property uses it leaves alone).
 */
export const forcedColorsPalette: Palette = {
  primary: 'LinkText',
  primaryText: 'ButtonText',
  primaryDark: 'LinkText',
  accent: 'CanvasText',
  surface: 'Canvas',
  background: 'Canvas',
  text: 'CanvasText',
  textMuted: 'CanvasText',
  border: 'CanvasText',
  danger: 'CanvasText',
  success: 'CanvasText',
  warning: 'Canvas',
  warningText: 'CanvasText',
  focus: 'Highlight',
};

/** A camelCase name in kebab-case (`primaryText` -> `primary-text`): custom properties, attributes. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The `--rx-color-*` declarations of a palette. */
export function colourDeclarations(palette: Palette): string {
  return Object.entries(palette)
    .map(([name, value]) => `--rx-color-${kebab(name)}:${value};`)
    .join('');
}

/** Declarations for `:host`; the host page overrides any of them on the element itself. */
export function tokenDeclarations(palette: Palette): string {
  return (
    colourDeclarations(palette) +
    '--rx-font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;' +
    '--rx-font-size:16px;--rx-line-height:1.5;--rx-radius:6px;--rx-space:8px;' +
    '--rx-shadow:0 2px 8px rgba(0,0,0,.16);--rx-z-overlay:1000;'
  );
}
