import type { Namespace, Socket } from 'socket.io';

/** A sign-in session's room: every socket opened with an ID token of that session (`origin_jti`). */
export function sessionRoom(originJti: string): string {
  return `session:${originJti}`;
}

/**
 * Puts a socket in its session's room, so a sign-out can close it, then asks once more whether
 * the session ended: a sign-out between the handshake's check and the join is not missed. A
 * failed check closes the socket (fails closed). Tokens without a session id have no room.
 */
export async function followSession(socket: Socket, originJti: string | undefined, isSessionRevoked: (originJti: string) => Promise<boolean>): Promise<void> {
  if (!originJti) return;
  await socket.join(sessionRoom(originJti));
  const revoked = await isSessionRevoked(originJti).catch(() => true);
  if (revoked) socket.disconnect(true);
}

/**
 * Closes the sockets of ended sessions in every process: with the PostgreSQL adapter the
 * disconnection is broadcast to all the processes sharing the database. The clients see
 * "io server disconnect" and do not reconnect by themselves.
 */
export function disconnectSessions(namespaces: readonly Namespace[], originJtis: readonly string[]): void {
  const rooms = originJtis.map(sessionRoom);
  if (rooms.length === 0) return;
  for (const namespace of namespaces) namespace.in(rooms).disconnectSockets(true);
}
