export interface NginxOptions {
  runDir: string;
  listenHost?: string;
  port: number;
  upstreamPorts?: number[];
  upstreams?: string[];
  distDir: string;
  allowedOrigins?: string[];
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
export function nginxConfig(options: NginxOptions): string;
export function startNginx(options: NginxOptions): Promise<{ configFile: string; errorLog: string; accessLog: string; stop(): Promise<void> }>;
export function nginxInstalled(): boolean;
export function composeNginxConfig(): string;
