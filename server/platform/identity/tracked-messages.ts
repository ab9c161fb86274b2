import type { Database } from '../db/database';
import type { CodePurpose } from './attempt-rules';
import { codeIssued } from './attempts';
import type { MessageSource, Messages } from './cognito-local';
import { subOf } from './users';

const PURPOSE_OF: Partial<Record<MessageSource, CodePurpose>> = {
  SignUp: 'sign-up',
  ResendCode: 'sign-up',
  ForgotPassword: 'forgot-password',
  UpdateUserAttribute: 'attribute',
  VerifyUserAttribute: 'attribute',
  Authentication: 'mfa',
};

/** Every code sent (by the shim or by cognito-local) starts its validity and its tries afresh. */
export function trackedMessages(messages: Messages, db: Database, clock: { get(): Date }): Messages {
  return {
    async deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, details) {
      await messages.deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, details);
      const purpose = PURPOSE_OF[source];
      if (purpose) await codeIssued(db, { userPoolId, sub: subOf(user) }, purpose, clock.get());
    },
  };
}
