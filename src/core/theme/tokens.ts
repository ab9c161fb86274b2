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

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Declarations for `:host`; the host page overrides any of them on the element itself. */
export function tokenDeclarations(palette: Palette): string {
  const colours = Object.entries(palette)
    .map(([name, value]) => `--rx-color-${kebab(name)}:${value};`)
    .join('');
  return (
    colours +
    '--rx-font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;' +
    '--rx-font-size:16px;--rx-line-height:1.5;--rx-radius:6px;--rx-space:8px;' +
    '--rx-shadow:0 2px 8px rgba(0,0,0,.16);--rx-z-overlay:1000;'
  );
}
