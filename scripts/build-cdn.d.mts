export const LOADER: string;
export function sri(bytes: string | Uint8Array): string;
export function filesUnder(dir: string): string[];
export function digestsOf(files: string[], read: (file: string) => string | Uint8Array): Record<string, string>;
export function declareIntegrity(digests: Record<string, string>, base: string): void;
export function loaderWithIntegrity(loaderCode: string, digests: Record<string, string>): { code: string; linesBefore: number };
export function aliasLoader(version: string): string;
export function majorOf(version: string): string;
export function buildCdn(options: {
  distDir?: string;
  cdnDir?: string;
  version: string;
  release?: boolean;
}): Promise<{ versionDir: string; aliasDir: string; digests: Record<string, string>; loaderIntegrity: string }>;
