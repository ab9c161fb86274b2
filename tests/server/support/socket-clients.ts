import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';

/** Opens a socket.io client on `namespace` with an ID token, resolving once it is connected. */
export type ConnectSocket = <S extends Socket>(namespace: string, token: string) => Promise<S>;

/**
 * Starts the app on a free loopback port for real socket.io clients. Every client it opens is
 * added to `sockets`, which the test file disconnects when it ends.
 */
export async function listenForSockets(app: FastifyInstance, sockets: Socket[]): Promise<{ origin: string; connect: ConnectSocket }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const connect: ConnectSocket = <S extends Socket>(namespace: string, token: string) => {
    const socket = connectClient(`${origin}${namespace}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise<S>((resolve, reject) => {
      socket.once('connect', () => resolve(socket as S));
      socket.once('connect_error', reject);
    });
  };
  return { origin, connect };
}
