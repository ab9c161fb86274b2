import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../../../server/platform/settings/settings-schema';

const SERVER = path.resolve(import.meta.dirname, '../../../server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Environment reads in the sources: `process.env.X`, `process.env['X']`, and the readers' own
 * parameters (`env.X`, `vars.X`, `env['X']`) where X is upper case (a variable, not a field of the
 * parsed settings), plus the names handed to `readSetting`.
 */
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[['"`]([A-Z][A-Z0-9_]*)['"`]\]/g,
  /(?<!process\.)\b(?:env|vars)\.([A-Z][A-Z0-9_]*)\b/g,
  /(?<!process\.)\b(?:env|vars)\[['"`]([A-Z][A-Z0-9_]*)['"`]\]/g,
  /readSetting\(\s*\w+,\s*'([A-Z][A-Z0-9_]*)'/g,
];

function variablesRead(source: string): string[] {
  return READS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

describe('the settings schema', () => {
  it('declares every environment variable read under server/', () => {
    const declared = new Set(Object.keys(settingsSchema.shape));
    const undeclared = sources(SERVER).flatMap((file) =>
      variablesRead(readFileSync(file, 'utf8'))
        .filter((name) => !declared.has(name))
        .map((name) => `${path.relative(SERVER, file)}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('finds the reads it looks for (the scan can fail)', () => {
    expect(variablesRead("const a = process.env.RX_NOT_DECLARED; const b = env.PORT; const c = process.env['X_Y'];")).toEqual(['RX_NOT_DECLARED', 'X_Y', 'PORT']);
    expect(variablesRead('const mode = env.mode; settings.RX_MODE;')).toEqual([]);
  });
});
