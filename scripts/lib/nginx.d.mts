export interface NginxOptions {
  runDir: string;
  listenHost?: string;
  port: number;
  upstreamPorts?: number[];
  upstreams?: string[];
  distDir: string;
  /** The CDN layout (scripts/build-cdn.mjs), served at /cdn/ when given. */
  cdnDir?: string;
  /** startNginx: the partner origins, rendered through deploy/render-nginx-origins.sh. */
  allowedOrigins?: string[];
  /** nginxConfig: the file of the partner origins' map lines nginx includes. */
  originsFile?: string;
  development?: boolean;
  failTimeout?: string;
  /** nginx terminates TLS with these files and speaks HTTP/2. */
  tls?: { certificate: string; key: string };
  /** More location blocks for the server. */
  extraLocations?: string;
  /** nginx's brotli_static module file: the bundle's .br files are sent to browsers that take brotli. */
  brotliModule?: string;
}
export const BROTLI_STATIC_PACKAGE: string;
export const BROTLI_STATIC_MODULE: string;
export const NGINX_PATH: string;
export const ORIGINS_RENDERER: string;
export function renderAllowedOrigins(allowedOrigins: string[], file: string): void;
export function nginxConfig(options: NginxOptions): string;
export function startNginx(options: NginxOptions): Promise<{ configFile: string; errorLog: string; accessLog: string; stop(): Promise<void> }>;
export function nginxInstalled(): boolean;
export function composeNginxConfig(): string;
