import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandsFileError, brandsBlock, DEFAULT_BRANDS_FILE, loadBrandsFile, parseBrandsFile } from '../../server/platform/brands-file';
import { brands } from '../../src/core/brand/brands';
import { hostMatches } from '../../src/domain/brand/brand-entry';

const shipped = () => JSON.parse(readFileSync(DEFAULT_BRANDS_FILE, 'utf8')) as { brands: Record<string, unknown>[] };
const errorOf = (json: unknown) => {
  try {
    parseBrandsFile(JSON.stringify(json), '/etc/rx/brands.json');
  } catch (error) {
    expect(error).toBeInstanceOf(BrandsFileError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('the brands file', () => {
  it('ships the five brands the widgets were built with, valid', async () => {
    const file = await loadBrandsFile(undefined);
    expect(file.brands.map((brand) => brand.key)).toEqual(Object.keys(brands));
    expect(file.brands.map((brand) => brand.key)).toEqual(['default', 'specialty', 'health-network', 'warehouse-retail', 'home-delivery']);
  });

  it('names the file, the brand and the field of a bad value', () => {
    const file = shipped();
    file.brands[2] = { ...file.brands[2], palette: { primary: 'red; background: url(x)' } };
    const message = errorOf(file);
    expect(message).toContain('/etc/rx/brands.json');
    expect(message).toContain('brand 3 ("health-network"), field palette.primary: a hex colour');
  });

  it('refuses unknown fields, repeated keys and ids, and a file with no default brand', () => {
    const file = shipped();
    expect(errorOf({ brands: [...file.brands, { ...file.brands[1], colour: '#fff' }] })).toMatch(/brand 6 \("specialty"\).*key specialty is used by an earlier brand/s);
    expect(errorOf({ brands: [...file.brands, { ...file.brands[1], key: 'other' }] })).toContain('brand 6 ("other"), field id: id 2 is used by an earlier brand');
    expect(errorOf({ brands: file.brands.slice(1) })).toContain('one brand must have the key "default"');
    expect(errorOf({ brands: [{ ...file.brands[0], flags: { discount: true } }] })).toMatch(/brand 1 \("default"\).*flags/);
  });

  it('names a file that is missing or not JSON', async () => {
    await expect(loadBrandsFile('/nonexistent/brands.json')).rejects.toThrow('Brands file /nonexistent/brands.json: cannot be read (ENOENT)');
    const dir = await mkdtemp(path.join(tmpdir(), 'rx-brands-'));
    await writeFile(path.join(dir, 'brands.json'), '{ brands: [');
    await expect(loadBrandsFile(path.join(dir, 'brands.json'))).rejects.toThrow(/brands\.json: not JSON/);
  });

  it('writes a block no value can close early', () => {
    const file = shipped();
    const block = brandsBlock(parseBrandsFile(JSON.stringify({ brands: [{ ...file.brands[0], name: '</script><script>alert(1)</script>' }] }), 'x'));
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).toMatch(/^<script type="application\/json" id="rx-brands">/);
  });

  it('matches a label before another label, or a host name and its subdomains', () => {
    expect(hostMatches('specialty.localhost', 'specialty')).toBe(true);
    expect(hostMatches('portal.specialty.example', 'specialty')).toBe(true);
    expect(hostMatches('specialty', 'specialty')).toBe(false);
    expect(hostMatches('notspecialty.localhost', 'specialty')).toBe(false);
    expect(hostMatches('portal.acme.example', 'acme.example')).toBe(true);
    expect(hostMatches('acme.example', 'acme.example')).toBe(true);
    expect(hostMatches('notacme.example', 'acme.example')).toBe(false);
  });
});
