import { settingDocs, settingsSchema, type SettingDoc } from './settings-schema';

/** The marker comments around README's table of settings, which `npm run settings:table` rewrites. */
export const TABLE_START = '<!-- settings-table:start (generated from server/platform/settings/settings-schema.ts by `npm run settings:table`) -->';
export const TABLE_END = '<!-- settings-table:end -->';

const NEEDED: Record<SettingDoc['needed'], string> = {
  production: 'production',
  any: 'optional',
  development: 'development only',
  test: '`RX_MODE=test` only',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** README's table of settings: every variable of the schema, in its order. */
export function settingsTable(): string {
  const rows = Object.entries(settingsSchema.shape).map(([name, schema]) => {
    const doc = settingDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in settings-schema.ts`);
    return `| \`${name}\` | ${NEEDED[doc.needed]} | ${cell(doc.default ?? '')} | ${cell(doc.description)} |`;
  });
  return ['| variable | needed in | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** `readme` with the block between the markers replaced by the generated table; throws when a marker is missing. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md lacks the settings-table markers');
  return `${readme.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}
