import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commonAttributes } from '../../../src/core/element/common-attributes';
import { elementContracts, type ContractTag } from '../../../src/elements/element-contracts';
import { elementFiles, parseElementFile } from '../../../scripts/build-manifest.mjs';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const COMMON_ATTRIBUTES = Object.keys(commonAttributes).map(kebab);
const documented = new Map(elementFiles().map((file) => parseElementFile(file)).map((element) => [element.tagName, element]));
const sorted = (names: Iterable<string>) => [...names].sort();

describe('each element declares its attributes, properties and events once', () => {
  const tags = Object.keys(elementContracts) as ContractTag[];

  it('every element built on defineRxElement (or defineElement) has a contract', () => {
    const reactElements = elementFiles()
      .filter((file) => /\bdefine(Rx)?Element\b/.test(readFileSync(file, 'utf8')))
      .map((file) => parseElementFile(file).tagName);
    expect(sorted(reactElements)).toEqual(sorted(tags));
  });

  for (const tag of tags) {
    describe(tag, () => {
      const contract = elementContracts[tag];
      const doc = documented.get(tag)!;
      const attributes = Object.entries(contract.attributes) as [string, string][];

      it('documents exactly its attributes (plus the common ones), with their types', () => {
        const fromAttributes = attributes.filter(([, type]) => type !== 'property');
        expect(sorted(doc.attributes.map((a) => a.name))).toEqual(sorted([...fromAttributes.map(([name]) => kebab(name)), ...COMMON_ATTRIBUTES]));
        for (const [name, type] of fromAttributes) {
          if (type === 'json') continue;
          expect({ name, type: doc.attributes.find((a) => a.name === kebab(name))?.type }).toEqual({ name, type });
        }
      });

      it('documents every property-only prop, and no property it lacks', () => {
        const declared = attributes.map(([name]) => name);
        const propertyOnly = attributes.filter(([, type]) => type === 'property').map(([name]) => name);
        const props = doc.properties.map((p) => p.name);
        for (const name of propertyOnly) expect(props).toContain(name);
        for (const name of props) expect(declared).toContain(name);
      });

      it('documents exactly the events it fires', () => {
        expect(sorted(doc.events.map((e) => e.name))).toEqual(sorted(contract.events));
      });
    });
  }
});

describe('build-manifest --check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rx-manifest-'));
  const out = join(dir, 'custom-elements.json');
  const run = (...args: string[]) => execFileSync(process.execPath, ['scripts/build-manifest.mjs', '--out', out, ...args], { stdio: 'pipe' });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the manifest just written and fails once it differs from the declarations', () => {
    run();
    expect(() => run('--check')).not.toThrow();
    const manifest = JSON.parse(readFileSync(out, 'utf8')) as { modules: { declarations: { attributes?: unknown[] }[] }[] };
    manifest.modules[0]!.declarations[0]!.attributes?.pop();
    writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
    expect(() => run('--check')).toThrow();
  });
});
