import type { Plugin } from 'vite';

/**
 * The CSS of the components' `css` templates (core/theme/define-styles.ts, Lit's `css`) without
 * the indentation, line breaks, comments and spaces around punctuation their source keeps: the
 * minifier leaves template text alone, and every first screen carries its styles' text.
 */
export function minifyCssText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .trim();
}

/**
 * A `css` template: its text up to the closing backtick, with interpolations of a name (`${name}`,
 * `${name.key}`: a value or a fragment of declarations). A template with any other interpolation is
 * left as written.
 */
const cssTemplate = /\bcss`((?:[^`$]|\$\{[\w.]+\})*)`/g;
const interpolation = /\$\{[\w.]+\}/g;

/** The template's text without its white space; each interpolation stays where it stands, with the spaces beside it. */
export function minifyCssTemplate(text: string): string {
  const names = text.match(interpolation) ?? [];
  const marked = names.reduce((out, name, index) => out.replace(name, `\uE000${index}\uE000`), text);
  return minifyCssText(marked).replace(/\uE000(\d+)\uE000/g, (_, index: string) => names[Number(index)]!);
}

export function cssWhitespacePlugin(): Plugin {
  return {
    name: 'rx-css-whitespace',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('css`')) return null;
      // The template's line breaks follow it, outside: the lines after it keep their numbers in the source maps.
      const out = code.replace(cssTemplate, (_, text: string) => `css\`${minifyCssTemplate(text)}\`${'\n'.repeat(text.split('\n').length - 1)}`);
      return out === code ? null : { code: out, map: null };
    },
  };
}
