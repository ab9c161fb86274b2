import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** README.md's Layout names the folders a feature may have; the features hold only those. */
const root = resolve(__dirname, '../../..');
const featuresDir = join(root, 'src/features');

function namedInReadme(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\nsrc/features/');
  const end = readme.indexOf('\nsrc/elements/', start);
  expect(start, 'README.md Layout has a src/features/ entry').toBeGreaterThan(0);
  const entry = readme.slice(start, end);
  return [...entry.matchAll(/^ {18}([a-z-]+)\/ /gm)].map((match) => match[1]!);
}

const features = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());

describe('the layout of a feature (README.md, Layout)', () => {
  const allowed = namedInReadme();

  it('names the folders a feature may have', () => {
    expect(allowed).toEqual(['api', 'components', 'hooks', 'model', 'state']);
  });

  it('gives every feature only the folders README names', () => {
    const present = features.flatMap((feature) =>
      readdirSync(join(featuresDir, feature.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${feature.name}/${entry.name}`),
    );
    expect(present.filter((path) => !allowed.includes(path.split('/')[1]!))).toEqual([]);
  });

  it('keeps one file at the root of each feature: its <name>-widget.tsx', () => {
    for (const feature of features) {
      const files = readdirSync(join(featuresDir, feature.name), { withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((file) => file.name), feature.name).toEqual([`${feature.name}-widget.tsx`]);
    }
  });

  it('keeps hooks in hooks/ (no use-*.ts beside the components)', () => {
    const misplaced = features.flatMap((feature) => {
      const components = join(featuresDir, feature.name, 'components');
      try {
        return readdirSync(components).filter((name) => /^use-.*\.tsx?$/.test(name)).map((name) => `${feature.name}/components/${name}`);
      } catch {
        return [];
      }
    });
    expect(misplaced).toEqual([]);
  });
});
