import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homeTiles, tileOrder, tilePaths, type TileId } from '../../../../src/features/home/model/tiles';
import type { CompanyModule } from '../../../../src/core/brand/modules';

const modules = (...names: string[]): CompanyModule[] => names.map((name, modId) => ({ modId, name }));
const ids = (tiles: { id: TileId }[]) => tiles.map((t) => t.id);
const everything = modules('Document', 'Refill', 'CompanyInfo', 'Messaging', 'Medication', 'OrderHistory', 'WEB_Counseling', 'Assessments', 'MFA');

describe('home tiles (spec 01 §2)', () => {
  it('lists every tile in the spec order when every module is on', () => {
    expect(ids(homeTiles(everything, { WEB_Counseling: 2 }))).toEqual([
      'Document',
      'Refill',
      'CompanyInfo',
      'Messaging',
      'Medication',
      'OrderHistory',
      'ProfileDisplay',
      'WEB_Counseling',
    ]);
  });

  it('always shows ProfileDisplay, even with no module at all', () => {
    expect(ids(homeTiles([], {}))).toEqual(['ProfileDisplay']);
    expect(ids(homeTiles(modules('Assessments'), {}))).toEqual(['ProfileDisplay']);
  });

  it.each(['Document', 'Refill', 'CompanyInfo', 'Messaging', 'Medication', 'OrderHistory'] as const)('shows %s only with its module', (id) => {
    expect(ids(homeTiles(modules(id), {}))).toEqual(tileOrder.filter((t) => t === id || t === 'ProfileDisplay'));
    expect(ids(homeTiles(everything.filter((m) => m.name !== id), { WEB_Counseling: 1 }))).not.toContain(id);
  });

  it('hides the counseling tile while its list loads and when it is empty; keeps it when the lookup failed', () => {
    const counseling = modules('WEB_Counseling');
    expect(ids(homeTiles(counseling, {}))).toEqual(['ProfileDisplay']);
    expect(ids(homeTiles(counseling, { WEB_Counseling: 0 }))).toEqual(['ProfileDisplay']);
    expect(homeTiles(counseling, { WEB_Counseling: 3 })).toContainEqual({ id: 'WEB_Counseling', path: '/counseling', badge: 3 });
    expect(homeTiles(counseling, { WEB_Counseling: null })).toContainEqual({ id: 'WEB_Counseling', path: '/counseling', badge: null });
    expect(ids(homeTiles(modules(), { WEB_Counseling: 3 }))).not.toContain('WEB_Counseling');
  });

  it('shows a badge only for a positive count; a failed or loading count shows none', () => {
    const tiles = homeTiles(everything, { Messaging: 4, Refill: 0, Document: null, WEB_Counseling: 1 });
    const badge = (id: TileId) => tiles.find((t) => t.id === id)!.badge;
    expect(badge('Messaging')).toBe(4);
    expect(badge('Refill')).toBeNull();
    expect(badge('Document')).toBeNull();
    expect(badge('WEB_Counseling')).toBe(1);
    expect(badge('Medication')).toBeNull();
  });

  it('routes each tile to its screen', () => {
    expect(Object.fromEntries(homeTiles(everything, { WEB_Counseling: 1 }).map((t) => [t.id, t.path]))).toEqual(tilePaths);
  });

  it('for any module list: tiles keep the spec order, each with its module, ProfileDisplay always', () => {
    const names = ['Document', 'Refill', 'CompanyInfo', 'Messaging', 'Medication', 'OrderHistory', 'WEB_Counseling', 'Assessments', 'DiscountCard'];
    fc.assert(
      fc.property(fc.subarray(names), fc.option(fc.nat(5), { nil: undefined }), (on, counseling) => {
        const tiles = ids(homeTiles(modules(...on), { WEB_Counseling: counseling }));
        expect(tiles).toContain('ProfileDisplay');
        expect(tiles).toEqual(tileOrder.filter((id) => tiles.includes(id)));
        for (const id of tiles) if (id !== 'ProfileDisplay') expect(on).toContain(id);
      }),
    );
  });
});
