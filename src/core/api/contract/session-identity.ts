/** The session fields of spec 01 §3 ("Session identity"). */
export type UsernameType = 'email' | 'phone';
export type MfaStatus = 'NOMFA' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

export interface SessionIdentity {
  u_ID: number;
  username: string;
  /** The Cognito ID token sent as the bearer token. */
  token: string;
  phone?: string;
  email?: string;
  companyId: number;
  brandId: number;
  jti?: string;
  companyName?: string;
  fName?: string;
  lName?: string;
  usernameType: UsernameType;
  mfaStatus: MfaStatus;
  /** Which identity pool signed this session in (basic = auth link). */
  pool?: 'standard' | 'basic';
}

/** Answer of GET /session: who the signed-in caller is, to build the session identity. */
export type SessionInfo = Omit<SessionIdentity, 'token' | 'jti'>;
