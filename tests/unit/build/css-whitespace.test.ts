import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { css, extractCss } from 'goober';
import { describe, expect, it } from 'vitest';
import { cssWhitespacePlugin, minifyCssTemplate, minifyCssText } from '../../../vite.css-whitespace';

const src = resolve(__dirname, '../../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** The rules goober writes for `text`, with its class name taken out (and the spaces around commas and child combinators and after colons, which mean nothing in CSS). */
function compiled(text: string): string {
  extractCss();
  const name = css(text);
  return extractCss().split(name).join('X').replace(/\s*([,>])\s*/g, '$1').replace(/:\s+/g, ':');
}

describe('the css templates without their white space', () => {
  const templates = sourceFiles(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bcss`([^`$]*)`/g)].map((m) => m[1]!));

  it('finds the templates of the components', () => {
    expect(templates.length).toBeGreaterThan(100);
  });

  it('gives goober the same rules for every template of src/, in fewer characters', () => {
    let saved = 0;
    for (const text of templates) {
      const small = minifyCssText(text);
      expect(compiled(small), text).toBe(compiled(text));
      saved += text.length - small.length;
    }
    expect(saved).toBeGreaterThan(10_000);
  });

  it('keeps the spaces that mean something: descendants, calc() operators, lists of values', () => {
    expect(minifyCssText('\n  & .child :hover {\n    width: calc(100% - var(--x) * 4);\n    margin: 0 auto;\n  }\n')).toBe(
      '& .child :hover{width:calc(100% - var(--x) * 4);margin:0 auto;}',
    );
    expect(minifyCssText('@media (max-width: 600px) {\n  & > li + li { padding: 0 }\n}')).toBe('@media (max-width:600px){&>li + li{padding:0}}');
  });

  it('keeps each interpolation of a name where it stands, with the spaces that separate it from a word', () => {
    expect(minifyCssTemplate('\n  ${spreadRow}\n  padding: ${space.large} 0;\n')).toBe('${spreadRow} padding:${space.large} 0;');
    expect(minifyCssTemplate('\n  animation: slide ${MS}ms ease;\n  @media ${PHONE} {\n    & > a { display: none; }\n  }\n')).toBe(
      'animation:slide ${MS}ms ease;@media ${PHONE}{&>a{display:none;}}',
    );
    const fragment = 'display:flex;flex-wrap:wrap;';
    const template = '\n  ${fragment}\n  padding: 0 4px;\n  &:hover {\n    color: red;\n  }\n';
    const filled = (text: string) => text.replace('${fragment}', fragment);
    expect(compiled(filled(minifyCssTemplate(template)))).toBe(compiled(filled(template)));
  });

  it('rewrites only the css templates of src/ without interpolation or with interpolations of names', () => {
    const plugin = cssWhitespacePlugin();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform('const a = css`\n  color: red;\n`; const b = `  x  `;', '/p/src/a.ts')!.code).toBe('const a = css`color:red;`\n\n; const b = `  x  `;');
    expect(transform('const a = css`\n  color: ${c()};\n`;', '/p/src/a.ts')).toBeNull();
    expect(transform('const a = css`\n  color: red;\n`;', '/p/node_modules/x/src/a.ts')).toBeNull();
    expect(transform('const a = css`\n  ${row}\n  color: ${c.d};\n`;', '/p/src/a.ts')!.code).toBe('const a = css`${row} color:${c.d};`\n\n\n;');
  });
});
