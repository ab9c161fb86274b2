export function ensureNodeModules(): void;
export function ensureChromium(): string;
/** Debian's PostgreSQL binaries (installed when missing). */
export function postgresBinDir(): string;
/** Debian's nginx binary (installed when missing). */
export function ensureNginx(): string;
