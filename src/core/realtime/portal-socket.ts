import { randomId } from '../crypto/random-id';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { PORTAL_ERROR_MESSAGES, PORTAL_NAMESPACE, type PortalClientToServerEvents, type PortalServerToClientEvents } from '../../domain/messaging/message-events';

export type PortalClientSocket = Socket<PortalServerToClientEvents, PortalClientToServerEvents>;

/** Spec 01 §9: on "jwt expired" the client reconnects with a refreshed token at most 2 times. */
export const JWT_EXPIRED_RETRIES = 2;

/** The connection is given up for good; the chat shows 'Unable to connect for real-time messaging.' */
export class PortalConnectionError extends Error {
  constructor(readonly reason: string) {
    super(`Unable to connect for real-time messaging: ${reason}`);
    this.name = 'PortalConnectionError';
  }
}

export interface PortalSocketOptions {
  /** Origin of the API server, e.g. 'https://api.example.com'; '' = this page's origin. */
  serverUrl: string;
  /** The current ID token (null when signed out). */
  getToken: () => string | null | Promise<string | null>;
  /** A refreshed ID token, e.g. from aws-amplify's fetchAuthSession({ forceRefresh: true }). */
  refreshToken: () => Promise<string | null>;
  /** Called once when the connection is given up. */
  onGiveUp?: (error: PortalConnectionError) => void;
  /** socket.io's path on the server; default '/socket.io'. */
  path?: string;
  /** For tests: socket.io-client's own options (transports, timeouts). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
}

export interface PortalConnection {
  /** Typed socket: listen for 'new message', 'message updated', ...; emit 'join conversations', ... */
  readonly socket: PortalClientSocket;
  /** Connects with the current token; also after close(). */
  connect(): Promise<void>;
  /** Disconnects and stops retrying. */
  close(): void;
}

/**
 * The browser's real-time channel of the chat (spec 01 §4, §7): socket.io namespace /portal with
 * the ID token in the handshake's `auth` payload. A refusal or a mid-session 'error' saying "jwt expired"
 * refreshes the token and reconnects, at most JWT_EXPIRED_RETRIES times in a row; any other
 * refusal gives up at once. Transport drops are retried by socket.io itself; the browser going
 * offline drops the transport at once.
 */
export function createPortalSocket(options: PortalSocketOptions): PortalConnection {
  const socket: PortalClientSocket = io(`${options.serverUrl}${PORTAL_NAMESPACE}`, {
    autoConnect: false,
    path: options.path,
    ...options.socketOptions,
  });
  let expiredRetries = 0;
  let closed = false;

  // The browser knows at once when its network is gone; socket.io would notice only when a
  // heartbeat is missed (tens of seconds). Drop the transport so the socket reconnects (and says
  // it is down) meanwhile; socket.io retries until the network is back.
  const onOffline = () => {
    if (!closed && socket.connected) socket.io.engine?.close();
  };

  const connectWith = (token: string | null) => {
    if (closed) return;
    if (!token) return giveUp('missing token');
    // In the handshake's auth payload, never the URL's query (proxies and access logs record URLs).
    socket.auth = { token };
    socket.connect();
  };

  const giveUp = (reason: string) => {
    if (closed) return;
    closed = true;
    globalThis.removeEventListener?.('offline', onOffline);
    socket.disconnect();
    options.onGiveUp?.(new PortalConnectionError(reason));
  };

  const retryAfterExpiry = () => {
    if (expiredRetries >= JWT_EXPIRED_RETRIES) return giveUp(PORTAL_ERROR_MESSAGES.jwtExpired);
    expiredRetries += 1;
    options.refreshToken().then(connectWith, () => giveUp('the session could not be refreshed'));
  };

  socket.on('connect', () => {
    expiredRetries = 0;
  });
  socket.on('connect_error', (error) => {
    // socket.active: a transport failure socket.io retries itself; otherwise the server refused.
    if (socket.active) return;
    if (error.message === PORTAL_ERROR_MESSAGES.jwtExpired) retryAfterExpiry();
    else giveUp(error.message);
  });
  socket.on('error', ({ message }) => {
    // The token expired while connected; the server drops the socket too, but not necessarily
    // before the refreshed token arrives, so leave first and come back with the new token.
    if (message !== PORTAL_ERROR_MESSAGES.jwtExpired) return;
    socket.disconnect();
    retryAfterExpiry();
  });

  return {
    socket,
    async connect() {
      // A closed connection opens again (an element removed and added back, an effect run twice).
      closed = false;
      expiredRetries = 0;
      globalThis.removeEventListener?.('offline', onOffline);
      globalThis.addEventListener?.('offline', onOffline);
      connectWith(await options.getToken());
    },
    close() {
      closed = true;
      globalThis.removeEventListener?.('offline', onOffline);
      socket.disconnect();
    },
  };
}

/** A fresh id for a new chat message; reuse it when resending that message. */
export function newClientMsgId(): string {
  return randomId();
}
