/** Multi-factor codes are 6 digits (spec 01 §9); recovery and verification codes are required and numeric. */
export const MFA_CODE_LENGTH = 6;

export const isNumericCode = (code: string) => /^\d+$/.test(code.trim());
export const isMfaCode = (code: string) => new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code.trim());
/** Keeps only digits, up to `max`: what a numeric code field accepts as the user types. */
export const digitsOnly = (text: string, max = MFA_CODE_LENGTH) => text.replace(/\D/g, '').slice(0, max);

/** Spec 01 §9: a new verification code may be asked for 60 seconds after the last one was sent. */
export const RESEND_CODE_SECONDS = 60;
