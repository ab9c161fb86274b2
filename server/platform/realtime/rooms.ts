/** A conversation's room: its patient's sockets (and, in a provider application, its providers'). */
export function conversationRoom(convId: number): string {
  return `conversation:${convId}`;
}

/** Every socket of one patient, whichever tab or device. */
export function patientRoom(uId: number): string {
  return `patient:${uId}`;
}
