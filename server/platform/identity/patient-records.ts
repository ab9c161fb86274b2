/** The MFA status a patient record mirrors (the authenticator wins over SMS, as the settings screen shows it). */
export type MfaStatus = 'NOMFA' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/**
 * What the identity needs of the patient records, which the patient module owns: the language and
 * brand a code's message goes out in, and the copy of the MFA status the patient record keeps.
 * The composition root (main.ts) hands the patient module's implementation to the identity
 * server, so the platform reads no module's tables.
 */
export interface IdentityPatientRecords {
  /** The language and brand of the patient signed in as `sub`, when a patient record exists. */
  audienceOf(sub: string): Promise<{ locale: string | null; brandId: number } | null>;
  /** Copies the identity's MFA status into the patient record of `sub` in `pool`. */
  setMfaStatus(sub: string, pool: 'standard' | 'basic', status: MfaStatus): Promise<void>;
}

/** No patient records (an identity started alone, as some tests do): defaults and no copy. */
export const NO_PATIENT_RECORDS: IdentityPatientRecords = {
  audienceOf: async () => null,
  setMfaStatus: async () => undefined,
};
