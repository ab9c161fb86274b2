import { hasModule, type CompanyModule, type ModuleName } from '../../../core/brand/modules';

/** The home tiles of spec 01 §2, named by their module; ProfileDisplay has no module and always shows. */
export type TileId = 'Document' | 'Refill' | 'CompanyInfo' | 'Messaging' | 'Medication' | 'OrderHistory' | 'ProfileDisplay' | 'WEB_Counseling';

/** The spec's order. */
export const tileOrder: readonly TileId[] = [
  'Document',
  'Refill',
  'CompanyInfo',
  'Messaging',
  'Medication',
  'OrderHistory',
  'ProfileDisplay',
  'WEB_Counseling',
];

/** Where each tile goes (the portal's routes). */
export const tilePaths: Readonly<Record<TileId, string>> = {
  Document: '/documents',
  Refill: '/refill',
  CompanyInfo: '/pharmacy',
  Messaging: '/chat',
  Medication: '/medication',
  OrderHistory: '/order-history',
  ProfileDisplay: '/profile',
  WEB_Counseling: '/counseling',
};

/** Tiles that carry a count badge. */
export type BadgeTileId = Extract<TileId, 'Document' | 'Refill' | 'Messaging' | 'WEB_Counseling'>;

/**
 * The count behind each badge: a number once loaded, null when its call failed (no badge, quietly),
 * undefined while loading.
 */
export type TileCounts = Partial<Record<BadgeTileId, number | null>>;

export interface HomeTile {
  id: TileId;
  path: string;
  /** The badge number; null shows no badge. */
  badge: number | null;
}

const badgeOf = (count: number | null | undefined): number | null => (typeof count === 'number' && count > 0 ? count : null);

/** Whether a tile's module is on; ProfileDisplay is always shown. */
export function tileEnabled(id: TileId, modules: readonly CompanyModule[]): boolean {
  return id === 'ProfileDisplay' || hasModule(modules, id as ModuleName);
}

/**
 * The tiles to show, in order: each only when its module is enabled (ProfileDisplay always); the
 * counseling tile only once its list is known not to be empty (a failed lookup keeps it, without
 * a badge).
 */
export function homeTiles(modules: readonly CompanyModule[], counts: TileCounts): HomeTile[] {
  return tileOrder
    .filter((id) => tileEnabled(id, modules))
    .filter((id) => id !== 'WEB_Counseling' || (counts.WEB_Counseling !== undefined && counts.WEB_Counseling !== 0))
    .map((id) => ({ id, path: tilePaths[id], badge: badgeOf(counts[id as BadgeTileId]) }));
}
