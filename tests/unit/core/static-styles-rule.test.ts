import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const eslint = new ESLint({ cwd: process.cwd() });

async function styleMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'rx/static-styles').map((m) => m.messageId);
}

const header = "import { css, defineStyles, useSheet } from '../../core/theme/define-styles';\n";

describe('styles are declared at module level (rx/static-styles)', () => {
  it('refuses a css template or call built inside a component body, an arrow function or a hook', async () => {
    expect(await styleMessages('src/features/x/a.tsx', `${header}export function A() {\n  const box = css\`color: red;\`;\n  return box;\n}\n`)).toEqual(['inRender']);
    expect(await styleMessages('src/features/x/a.tsx', `${header}export const A = () => css('color: red;');\n`)).toEqual(['inRender']);
    expect(await styleMessages('src/features/x/a.tsx', `export function useA(s: { keyframes: (t: TemplateStringsArray) => string }) {\n  return s.keyframes\`from{opacity:0}\`;\n}\n`)).toEqual(['inRender']);
  });

  it('refuses the raw goober binding outside core/theme', async () => {
    expect(await styleMessages('src/core/ui/a.tsx', "import { useStyles } from '../theme/style-context';\nexport const a = useStyles;\n")).toEqual(['rawBinding']);
  });

  it('accepts module-level sheets read with useSheet, and lit styles in a class body', async () => {
    const component = `${header}const styles = defineStyles({ box: css\`color: var(--rx-color-text);\` });\nexport function A() {\n  return useSheet(styles).box;\n}\n`;
    expect(await styleMessages('src/features/x/a.tsx', component)).toEqual([]);
    const lit = "import { LitElement, css } from 'lit';\nexport class A extends LitElement {\n  static override styles = css`:host{display:block}`;\n}\n";
    expect(await styleMessages('src/elements/host/a.ts', lit)).toEqual([]);
  });

  it('holds over every source file: no component builds its styles in render', async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk('src');
    const offenders: string[] = [];
    for (const file of files) {
      const messages = await styleMessages(file, readFileSync(file, 'utf8'));
      if (messages.length) offenders.push(file);
    }
    expect(files.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  }, 60_000);
});
