/**
 * What the status says while the connection is down: "Offline" when the browser reports no
 * network (navigator.onLine false), else "Reconnecting…" (socket.io is trying again).
 */
export function statusWhileDown(online: boolean | undefined): 'offline' | 'reconnecting' {
  return online === false ? 'offline' : 'reconnecting';
}
