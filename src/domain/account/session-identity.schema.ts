import { z } from 'zod';
import { mfaStatusSchema } from './user.schema';
import { contactTypeSchema } from '../common/common.schema';

export const sessionInfoSchema = z
  .object({
    u_ID: z.number().int().positive(),
    username: z.string(),
    phone: z.string().optional(),
    email: z.string().optional(),
    companyId: z.number().int(),
    brandId: z.number().int(),
    companyName: z.string().optional(),
    fName: z.string().optional(),
    lName: z.string().optional(),
    usernameType: contactTypeSchema,
    mfaStatus: mfaStatusSchema,
    pool: z.enum(['standard', 'basic']).optional(),
  })
  .meta({ id: 'SessionInfo' });

/** Answer of GET /session: who the signed-in caller is, to build the session identity. */
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export type UsernameType = SessionInfo['usernameType'];
export type MfaStatus = SessionInfo['mfaStatus'];

/** The session fields of spec 01 §3 ("Session identity"): the caller, with the token that proves it. */
export type SessionIdentity = SessionInfo & {
  /** The Cognito ID token sent as the bearer token. */
  token: string;
  jti?: string;
};
