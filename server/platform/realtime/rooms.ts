/** A conversation's room: its patient's sockets (and, in a provider application, its providers'). */
export function conversationRoom(convId: number): string {
  return `conversation:${convId}`;
}

/** Every socket of one patient, whichever tab or device. */
export function patientRoom(uId: number): string {
  return `patient:${uId}`;
}

/** The conversation whose room this is, or undefined for any other room. */
export function conversationOfRoom(room: string): number | undefined {
  const match = /^conversation:(\d+)$/.exec(room);
  return match ? Number(match[1]) : undefined;
}
