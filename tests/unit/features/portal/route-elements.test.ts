import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../src/features/portal/model/routes';
import { NOT_BUILT_YET } from '../../../e2e/support/not-built-yet';

// A route shows "This page is coming soon" until its element exists (src/elements/rx-*.ts).
const builtTags = new Set(
  readdirSync(join(import.meta.dirname, '../../../../src/elements'))
    .filter((file) => /^rx-.*\.ts$/.test(file))
    .map((file) => file.slice(0, -'.ts'.length)),
);

describe('every route of the portal renders a built element, or its element is listed as not built yet', () => {
  it.each(routes.map((route) => [route.path, route.element] as const))('%s -> <%s>', (_path, element) => {
    expect(builtTags.has(element) || NOT_BUILT_YET.has(element), `${element} is neither built nor listed as not built yet`).toBe(true);
  });

  it('lists as not built only elements that are really missing', () => {
    expect([...NOT_BUILT_YET].filter((tag) => builtTags.has(tag)), 'built now: remove from NOT_BUILT_YET').toEqual([]);
  });

  it('lists only elements some route renders', () => {
    const routed = new Set<string>(routes.map((route) => route.element));
    expect([...NOT_BUILT_YET].filter((tag) => !routed.has(tag))).toEqual([]);
  });

  it('the elements of this part are built: counseling, NPS, pharmacy', () => {
    for (const tag of ['rx-counseling', 'rx-nps', 'rx-pharmacy']) expect(builtTags.has(tag), tag).toBe(true);
  });
});
