import type { HttpClient } from '../../../core/api/http-client';
import type { AuthLinkCredentials } from '../model/auth-link';

/**
 * Trades the link's token for a one-time basic-pool credential; null when the link is used,
 * expired, unknown or the server cannot be reached (the invalid-link splash either way).
 */
export async function exchangeAuthLink(client: HttpClient, token: string): Promise<AuthLinkCredentials | null> {
  try {
    const { body } = await client.request<{ username?: unknown; password?: unknown }>('/auth-links/exchange', {
      method: 'POST',
      auth: false,
      body: { token },
    });
    if (typeof body?.username !== 'string' || typeof body.password !== 'string') return null;
    return { username: body.username, password: body.password };
  } catch {
    return null;
  }
}
