import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceRoutes, type ReferenceRoute } from '../../../server/conformance/reference-routes';
import { buildElementMap, elementApiCalls, elementMapTable, TABLE_END, TABLE_START, withElementMap, type ElementMapRow } from '../../../scripts/element-map/element-map';
import { elementContracts } from '../../../src/elements/element-contracts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const committedCalls = readFileSync(`${root}server/conformance/element-api-calls.json`, 'utf8');

let routes: ReferenceRoute[];
let rows: ElementMapRow[];

beforeAll(async () => {
  routes = await referenceRoutes();
  rows = buildElementMap(root, routes);
}, 60_000);

const unserved = (map: readonly ElementMapRow[]) => map.flatMap((row) => row.routes.filter(({ route }) => !route).map(({ call }) => `${row.tag}: ${call}`));

describe("README's element map (element -> feature -> domain -> server module -> routes -> tests)", () => {
  it('has one row for each of the 23 elements: the contracts and the outage banner', () => {
    const tags = rows.map((row) => row.tag);
    expect(tags).toHaveLength(23);
    expect(tags).toEqual([...Object.keys(elementContracts), 'rx-outage-banner'].sort());
  });

  it('is the table the code generates (npm run map:elements rewrites it)', () => {
    expect(readme).toContain(TABLE_START);
    expect(readme).toContain(TABLE_END);
    expect(withElementMap(readme, elementMapTable(rows))).toBe(readme);
  });

  it('notices a row edited by hand', () => {
    const edited = readme.replace(/^\| `rx-order-history` \|.*$/m, (row) => row.replace('`GET /user/orders`', '`GET /user/order-list`'));
    expect(edited).not.toBe(readme);
    expect(withElementMap(edited, elementMapTable(rows))).not.toBe(edited);
  });

  it("gives the conformance kit the same element -> calls rows (server/conformance/element-api-calls.json)", () => {
    expect(`${JSON.stringify(elementApiCalls(rows), null, 2)}\n`).toBe(committedCalls);
  });

  it('finds a server module and route file for every call of every element', () => {
    expect(unserved(rows)).toEqual([]);
    for (const row of rows) for (const { route } of row.routes) expect(route?.file).toMatch(/^server\/.+\.ts$/);
  });

  it('reads the calls from the feature code, the shared core helpers and computed paths alike', () => {
    const calls = (tag: string) => rows.find((row) => row.tag === tag)!.calls;
    expect(calls('rx-order-history')).toEqual(['GET /user/orders']);
    // POST or PUT chosen at run time (editing an order)
    expect(calls('rx-refill')).toEqual(expect.arrayContaining(['POST /refill-requests', 'PUT /refill-requests', 'GET /company/shipping-holidays']));
    // the profile's lists share one hook whose path is a parameter
    expect(calls('rx-profile')).toEqual(expect.arrayContaining(['GET /user/contact', 'PUT /user/medications/allergies', 'DELETE /user/insurance']));
    // core/session/after-login.ts, imported by the login feature on demand
    expect(calls('rx-login')).toEqual(expect.arrayContaining(['GET /session', 'GET /user']));
    expect(calls('rx-outage-banner')).toEqual(['GET /notice/list']);
  });

  it('follows a route moved to another module and flags a call no module serves', () => {
    const moved = routes
      .filter((route) => !(route.method === 'GET' && route.path === '/notice/list'))
      .map((route) =>
        route.method === 'GET' && route.path === '/user/orders' ? { ...route, file: 'server/modules/order-history/order-history.routes.ts', module: 'order-history' } : route,
      );
    const map = buildElementMap(root, moved);
    const orderHistory = map.find((row) => row.tag === 'rx-order-history')!;
    expect(orderHistory.modules).toEqual(['order-history']);
    expect(elementMapTable(map)).toContain('[order-history.routes.ts](server/modules/order-history/order-history.routes.ts): `GET /user/orders`');
    expect(unserved(map)).toEqual(['rx-outage-banner: GET /notice/list']);
    expect(elementMapTable(map)).toMatch(/\| `rx-outage-banner` .*\*\*no server route\*\*: `GET \/notice\/list`/);
  });

  it('reads each route\'s module from the file that registers it', () => {
    const orders = routes.find((route) => route.method === 'GET' && route.path === '/user/orders')!;
    expect(orders.file).toMatch(/^server\/modules\/[^/]+\/[^/]+\.routes\.ts$/);
    expect(orders.file.split('/')[2]).toBe(orders.module);
  });
});
