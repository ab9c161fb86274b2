import { colorThemes, type ColorTheme } from '../theme/color-theme';
import { defaultConfig, type RxConfig, type RxConfigLayer } from './config-types';
import { parsePortalUrl } from './portal-url';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeLayer(base: Record<string, unknown>, layer: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(layer)) {
    if (value === undefined || value === null || value === '') continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeLayer(current, value) : value;
  }
  return out;
}

/** A layer whose `portalUrl` is not a usable address leaves the one below it in place. */
function withoutInvalidPortalUrl(layer: Record<string, unknown>): Record<string, unknown> {
  if (!('portalUrl' in layer) || layer.portalUrl === undefined) return layer;
  return { ...layer, portalUrl: parsePortalUrl(layer.portalUrl) };
}

/**
 * Config precedence: the element's own attributes, then the nearest <rx-config>, then
 * window.rxConfig, then defaults. Empty, null and undefined values never override, nor does
 * a `portalUrl` that is not an http(s) address or a same-origin path.
 */
export function resolveConfig(layers: {
  attributes?: RxConfigLayer;
  context?: RxConfigLayer;
  global?: RxConfigLayer;
}): RxConfig {
  const ordered = [layers.global, layers.context, layers.attributes];
  return ordered.reduce<Record<string, unknown>>(
    (acc, layer) => (isPlainObject(layer) ? mergeLayer(acc, withoutInvalidPortalUrl(layer)) : acc),
    defaultConfig as unknown as Record<string, unknown>,
  ) as unknown as RxConfig;
}

/** Attributes shared by every rx element, as strings from the DOM. */
export interface CommonAttributes {
  apiBase?: string;
  brand?: string;
  companyId?: number | string;
  locale?: string;
  theme?: string;
}

export const parseTheme = (value: string | undefined): ColorTheme | undefined =>
  colorThemes.includes(value as ColorTheme) ? (value as ColorTheme) : undefined;

export function attributesToLayer(attrs: CommonAttributes): RxConfigLayer {
  const companyId = attrs.companyId === undefined || attrs.companyId === '' ? undefined : Number(attrs.companyId);
  const locale = attrs.locale === 'en' || attrs.locale === 'es' ? attrs.locale : undefined;
  return {
    apiBase: attrs.apiBase,
    brand: attrs.brand as RxConfigLayer['brand'],
    companyId: Number.isFinite(companyId) ? companyId : undefined,
    locale,
    theme: parseTheme(attrs.theme),
  };
}
