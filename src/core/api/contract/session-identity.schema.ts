import { z } from 'zod';
import type { SessionInfo } from './session-identity';
import type { Expect, TypesMatch } from './type-equality';

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
    usernameType: z.enum(['email', 'phone']),
    mfaStatus: z.enum(['NOMFA', 'SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
    pool: z.enum(['standard', 'basic']).optional(),
  })
  .meta({ id: 'SessionInfo' });

export type SessionInfoSchemaMatches = Expect<TypesMatch<z.infer<typeof sessionInfoSchema>, SessionInfo>>;
