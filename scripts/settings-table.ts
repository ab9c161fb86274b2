// Rewrites README's table of settings from the schema (server/platform/settings/settings-schema.ts).
// Run: npm run settings:table
import { readFileSync, writeFileSync } from 'node:fs';
import { withSettingsTable } from '../server/platform/settings/settings-table';

const readmeUrl = new URL('../README.md', import.meta.url);
const before = readFileSync(readmeUrl, 'utf8');
const after = withSettingsTable(before);
if (after === before) console.log('README.md: the table of settings is up to date.');
else {
  writeFileSync(readmeUrl, after);
  console.log('README.md: the table of settings rewritten from the schema.');
}
