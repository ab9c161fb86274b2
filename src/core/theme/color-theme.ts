/** A forced colour scheme (`theme` attribute or config). */
export type ColorTheme = 'light' | 'dark';

export const colorThemes: readonly ColorTheme[] = ['light', 'dark'];
