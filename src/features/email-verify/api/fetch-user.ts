import type { HttpClient } from '../../../core/api/http-client';
import type { User, UserResponse } from '../../../domain/account/user.schema';

/** GET /user?u_id: used on Skip when the session holds no user record yet. */
export async function fetchUser(client: HttpClient, uId: number): Promise<User> {
  const { body } = await client.request<UserResponse>('/user', { query: { u_id: uId } });
  return body.user;
}
