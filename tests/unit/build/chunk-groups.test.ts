import { describe, expect, it } from 'vitest';
import { chunkGroups } from '../../../vite.chunk-graph';

/**
 * The chunk groups of vite.config.ts, fed a small module graph: a new element falls into the
 * right groups with no edit to the configuration.
 */
interface Module {
  importers: string[];
  importedIds: string[];
  isEntry: boolean;
  code: string;
}

function graphOf(imports: Record<string, string[]>, entries: string[], code: Record<string, string> = {}) {
  const modules = new Map<string, Module>();
  const moduleOf = (id: string) => {
    let module = modules.get(id);
    if (!module) modules.set(id, (module = { importers: [], importedIds: [], isEntry: entries.includes(id), code: code[id] ?? 'export const x = 1;' }));
    return module;
  };
  for (const [from, tos] of Object.entries(imports)) {
    for (const to of tos) {
      moduleOf(from).importedIds.push(to);
      moduleOf(to).importers.push(from);
    }
  }
  return { getModuleInfo: (id: string) => modules.get(id) ?? null };
}

const el = (tag: string) => `/p/src/elements/${tag}.ts`;
const host = (tag: string) => `/p/src/elements/host/${tag}.ts`;
const src = (path: string) => `/p/src/${path}`;
const query = '/p/node_modules/@tanstack/react-query/build/modern/index.js';

const entries = [el('rx-login'), el('rx-home'), el('rx-refill'), el('rx-settings'), el('rx-consent'), el('rx-portal'), host('rx-config')];
const graph = graphOf(
  {
    [el('rx-login')]: [src('features/login/login-widget.tsx'), src('core/element/define-element.ts'), src('elements/element-contracts.ts')],
    [el('rx-home')]: [src('features/home/home-widget.tsx'), src('core/element/define-rx-element.ts'), src('elements/element-contracts.ts')],
    [el('rx-refill')]: [src('features/refill/refill-widget.tsx'), src('core/element/define-rx-element.ts'), src('elements/element-contracts.ts')],
    // An element added later: nothing about it in the configuration.
    [el('rx-settings')]: [src('features/settings/settings-widget.tsx'), src('core/element/define-rx-element.ts')],
    [el('rx-consent')]: [src('core/element/define-rx-element.ts')],
    [el('rx-portal')]: [src('core/element/define-rx-element.ts')],
    [host('rx-config')]: [src('core/config/config-context.ts'), src('elements/host/config-attributes.ts')],
    [src('core/element/define-rx-element.ts')]: [src('core/element/define-element.ts'), src('core/api/query-scope.tsx')],
    [src('core/api/query-scope.tsx')]: [query],
    [src('features/settings/settings-widget.tsx')]: [src('features/settings/settings-form.tsx'), src('core/ui/dialog.tsx')],
    [src('features/refill/refill-widget.tsx')]: [src('core/ui/dialog.tsx')],
    [src('core/element/define-element.ts')]: [src('core/config/config-context.ts')],
    [src('features/settings/settings-form.tsx')]: [src('core/ui/row.styles.ts')],
    [src('core/ui/row.styles.ts')]: [src('core/ui/button.styles.ts')],
  },
  entries,
  { [src('core/ui/row.styles.ts')]: "// Beside the button styles.\nexport { rowStyles } from './button.styles';\n" },
);

function groupOf(id: string): string | null {
  for (const group of chunkGroups(entries).sort((a, b) => b.priority - a.priority)) {
    if ('test' in group && group.test) {
      if (group.test.test(id)) return group.name as string;
      continue;
    }
    const name = typeof group.name === 'function' ? group.name(id, graph) : group.name;
    if (name) return name;
  }
  return null;
}

describe('chunk groups', () => {
  it("puts a new element's feature code in a chunk named after it", () => {
    expect(groupOf(src('features/settings/settings-widget.tsx'))).toBe('rx-settings');
    expect(groupOf(src('features/settings/settings-form.tsx'))).toBe('rx-settings');
  });

  it('puts core code most React elements use in the core chunk, and code a few use in a chunk named after them', () => {
    expect(groupOf(src('core/element/define-element.ts'))).toBe('core');
    expect(groupOf(src('core/ui/dialog.tsx'))).toBe('shared-refill+settings');
    expect(groupOf(src('features/login/login-widget.tsx'))).toBe('rx-login');
  });

  it('keeps TanStack Query and the common code that needs it out of the core chunk, in one chunk', () => {
    expect(groupOf(query)).toBe('react-query');
    expect(groupOf(src('core/api/query-scope.tsx'))).toBe('react-query');
    expect(groupOf(src('core/element/define-rx-element.ts'))).toBe('react-query');
  });

  it('puts any common module of the sources in the core chunk, not only core code (element declarations, for one)', () => {
    expect(groupOf(src('elements/element-contracts.ts'))).toBe('core');
  });

  it('puts a module with no code of its own (it passes on exports) in the core chunk, not in an empty chunk of its own', () => {
    expect(groupOf(src('core/ui/row.styles.ts'))).toBe('core');
    expect(groupOf(src('core/ui/button.styles.ts'))).toBe('rx-settings');
  });

  it('puts what the Lit host elements share with the React elements in the platform chunk, with i18next, never beside React code', () => {
    expect(groupOf(src('core/config/config-context.ts'))).toBe('platform');
    expect(groupOf('/p/node_modules/i18next/dist/esm/i18next.js')).toBe('platform');
  });

  it('leaves what only the Lit host elements use out of every shared chunk', () => {
    expect(groupOf(src('elements/host/config-attributes.ts'))).toBe(null);
  });
});
