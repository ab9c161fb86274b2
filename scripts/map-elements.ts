// Rewrites README's element map and server/conformance/element-api-calls.json from the source.
// Run: npm run map:elements
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { referenceRoutes } from '../server/conformance/reference-routes';
import { buildElementMap, elementApiCalls, elementMapTable, readText, withElementMap } from './element-map/element-map';

const root = fileURLToPath(new URL('..', import.meta.url));
const rows = buildElementMap(root, await referenceRoutes());

const readmeFile = `${root}README.md`;
const readme = readText(readmeFile);
const nextReadme = withElementMap(readme, elementMapTable(rows));
const jsonFile = `${root}server/conformance/element-api-calls.json`;
const json = `${JSON.stringify(elementApiCalls(rows), null, 2)}\n`;

for (const [file, before, after] of [[readmeFile, readme, nextReadme], [jsonFile, readText(jsonFile), json]] as const) {
  if (before === after) console.log(`${file}: up to date.`);
  else {
    writeFileSync(file, after);
    console.log(`${file}: rewritten from the source.`);
  }
}
const unserved = rows.flatMap((row) => row.routes.filter(({ route }) => !route).map(({ call }) => `${row.tag}: ${call}`));
if (unserved.length > 0) {
  console.error(`Calls no server module registers:\n  ${unserved.join('\n  ')}`);
  process.exitCode = 1;
}
