/** Seconds-since-epoch expiry of a JWT, or undefined when it has none or cannot be read. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

export function isJwtExpired(token: string, nowMs: number): boolean {
  const exp = jwtExpiry(token);
  return exp !== undefined && exp * 1000 <= nowMs;
}
