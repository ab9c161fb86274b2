import { ApiError } from '../../../core/api/api-error';
import type { HttpClient } from '../../../core/api/http-client';
import { DRUG_SEARCH_LIMIT, INVALID_NDC_STATUS, NDC_LIMIT_STATUS, ndcCandidates, type NdcError } from '../../../domain/survey/ndc';
import type { DrugDirectoryEntry, DrugDirectoryMedication, DrugSearchResponse } from '../../../domain/survey/survey.schema';

export type DrugSearchResult = { kind: 'results'; medications: DrugDirectoryMedication[] } | { kind: 'error'; error: NdcError } | { kind: 'none' };

/** Spec 02 §3 "Drug directory medication" from a directory entry. */
export function toDirectoryMedication(entry: DrugDirectoryEntry): DrugDirectoryMedication {
  const { packaging, openfda, ...details } = entry;
  return {
    brandName: entry.brand_name,
    strength: entry.active_ingredients.map((ingredient) => ingredient.strength).join(', '),
    details: { ...details, manufacturer_name: openfda.manufacturer_name[0] ?? entry.labeler_name, package_ndc: packaging[0]?.package_ndc ?? '', package_description: packaging[0]?.description ?? '' },
  };
}

async function search(client: HttpClient, field: 'brand_name_base' | 'product_ndc', value: string, signal?: AbortSignal): Promise<DrugSearchResult> {
  try {
    const { body } = await client.request<DrugSearchResponse>('/drugs/ndc.json', { query: { search: `${field}:"${value}"`, limit: DRUG_SEARCH_LIMIT }, signal });
    const results = Array.isArray(body?.results) ? body.results : [];
    return results.length > 0 ? { kind: 'results', medications: results.map(toDirectoryMedication) } : { kind: 'none' };
  } catch (error) {
    if (error instanceof ApiError && error.status === NDC_LIMIT_STATUS) return { kind: 'error', error: 'NDC_LIMIT' };
    if (error instanceof ApiError && error.status === INVALID_NDC_STATUS) return { kind: 'error', error: 'INVALID_NDC' };
    if (error instanceof ApiError && error.status === 404) return { kind: 'none' };
    throw error;
  }
}

export const searchByBrandName = (client: HttpClient, name: string, signal?: AbortSignal) => search(client, 'brand_name_base', name.trim(), signal);

/**
 * By NDC: typed digits that make a product NDC are tried in up to 4 hyphenated formats until one
 * matches; anything else is sent as typed, and the directory answers NDC_LIMIT or INVALID_NDC.
 */
export async function searchByNdc(client: HttpClient, digits: string, signal?: AbortSignal): Promise<DrugSearchResult> {
  const candidates = ndcCandidates(digits);
  if (candidates.length === 0) return search(client, 'product_ndc', digits, signal);
  for (const candidate of candidates) {
    const result = await search(client, 'product_ndc', candidate, signal);
    if (result.kind !== 'none') return result;
  }
  return { kind: 'none' };
}
