/**
 * The ID token a socket.io client sends in its handshake's `auth` payload (`io(url, { auth: {
 * token } })`), or '' (refused as an invalid token). A token in the handshake's query string is
 * not read: a URL is written to access logs by proxies and load balancers.
 */
export function handshakeToken(handshake: { auth: Record<string, unknown> | undefined }): string {
  const token = handshake.auth?.token;
  return typeof token === 'string' ? token : '';
}
