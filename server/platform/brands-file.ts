import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brandsFileSchema, type BrandsFile } from '../../src/domain/brand/brands-file.schema';
import { BRANDS_BLOCK_ID } from '../../src/domain/brand/brand-entry';
import { PROJECT_ROOT } from './env';

/** The brands shipped with the product; RX_BRANDS_FILE names a partner's own file instead. */
export const DEFAULT_BRANDS_FILE = path.join(PROJECT_ROOT, 'config', 'brands.json');

export class BrandsFileError extends Error {}

/** Validates a brands file's text; the error names the file, the brand and the field. */
export function parseBrandsFile(text: string, file: string): BrandsFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BrandsFileError(`Brands file ${file}: not JSON (${(error as Error).message})`);
  }
  const result = brandsFileSchema.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const [, index, ...field] = issue.path;
    const entry = typeof index === 'number' ? (json as { brands: { key?: unknown }[] }).brands[index] : undefined;
    const brand = typeof index === 'number' ? `brand ${index + 1}${typeof entry?.key === 'string' ? ` ("${entry.key}")` : ''}` : 'file';
    const where = field.length > 0 ? `${brand}, field ${field.join('.')}` : issue.path.length > 0 ? brand : 'file';
    return `  ${where}: ${issue.message}`;
  });
  throw new BrandsFileError(`Brands file ${file} is not valid:\n${lines.join('\n')}`);
}

/** Reads and validates RX_BRANDS_FILE (or config/brands.json); throws BrandsFileError. */
export async function loadBrandsFile(file: string | undefined): Promise<BrandsFile> {
  const resolved = path.resolve(file && file.trim() !== '' ? file : DEFAULT_BRANDS_FILE);
  let text: string;
  try {
    text = await readFile(resolved, 'utf8');
  } catch (error) {
    throw new BrandsFileError(`Brands file ${resolved}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parseBrandsFile(text, resolved);
}

/**
 * The block a page carries for the widgets (`<script type="application/json" id="rx-brands">`):
 * not a script the browser runs, so `script-src 'self'` has nothing to allow. `<` is escaped so
 * no value can close the element.
 */
export function brandsBlock(brands: BrandsFile): string {
  const json = JSON.stringify(brands).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BRANDS_BLOCK_ID}">${json}</script>`;
}
