/** What the refusals of POST /documents/sign say (the filler maps them to its messages). */
export const SIGN_REFUSALS = {
  notCurrentSigner: "It is not this signer's turn to sign",
  alreadySigned: 'This signing link has been used',
  notPdf: 'data: not a readable PDF form',
  otherSignersFields: 'data: fields of another signer were changed',
  missingRequired: 'data: a required field is empty',
  missingSignature: 'data: the signature is missing',
  documentChanged: 'data: the document itself was changed (page content, images, annotations or scripts)',
} as const;

/** The message of a used signing link (410) and of an unknown one (404). */
export const UNKNOWN_SIGN_LINK = 'No document is waiting at this signing link';
