import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsTable, TABLE_END, TABLE_START, withSettingsTable } from '../../../server/platform/settings/settings-table';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe("README's table of settings", () => {
  it('is the one the schema generates (npm run settings:table rewrites it)', () => {
    expect(readme).toContain(TABLE_START);
    expect(readme).toContain(TABLE_END);
    expect(withSettingsTable(readme)).toBe(readme);
  });

  it('lists RX_PORTAL_URL and every variable with a description', () => {
    const table = settingsTable();
    expect(table).toMatch(/^\| `RX_PORTAL_URL` \| optional \|/m);
    for (const row of table.split('\n').slice(2)) expect(row).toMatch(/^\| `[A-Z_]+` \| [^|]+ \|.*\| \S.* \|$/);
  });

  it('notices a table edited by hand', () => {
    const edited = readme.replace('| `PORT` | optional | 4300 |', '| `PORT` | optional | 8080 |');
    expect(edited).not.toBe(readme);
    expect(withSettingsTable(edited)).not.toBe(edited);
  });
});
