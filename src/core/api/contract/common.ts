/** Shapes several payloads share (spec 01 §3, §7). */
export type ContactType = 'email' | 'phone';

/** The username of a patient: an e-mail, or a US mobile number as +1 and ten digits. */
export type MainContact = { type: 'email'; value: string } | { type: 'phone'; value: string };

export type Locale = 'en' | 'es';

/** The query of every call that reads the caller's own data. */
export interface UIdQuery {
  u_id: number;
}

/** Answer of a DELETE: the id that is gone. */
export interface DeletedResponse {
  deleted: true;
  id: number;
}
