/**
 * Spec 02 §3 "Document". Form fields of a fillable PDF are named
 * `fieldName|signerNum|Required` (or anything else than Required for optional fields).
 */
export interface PatientDocument {
  docId: number;
  uuid: string;
  signerUuid: string | null;
  friendlyName: string;
  timeUploaded: string;
  type: 'clinical' | 'imported';
  isSignRequest: boolean;
  /** The caller is the signer whose turn it is: only they may fill and submit. */
  isCurrentSigner: boolean;
  signRequestRequired: boolean;
  isCompletelySigned: boolean;
  fileDescription: string | null;
  signerNum: number | null;
}

/** Body of POST /documents/sign. */
export interface DocumentSignPayload {
  srUuid: string;
  signerUuid: string;
  /** The filled PDF, base64. */
  data: string;
  contentType: 'application/pdf';
}
