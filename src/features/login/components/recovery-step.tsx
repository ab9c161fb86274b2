import { QueryScope } from '../../../core/api/query-scope';
import type { MainContact } from '../../../domain/common/common.schema';
import { useAccountRecoveryRequest } from '../api/account-recovery';
import { RecoveryScreen } from './recovery-screen';

export interface RecoveryStepProps {
  contact: MainContact | null;
  sent: boolean;
  onBack: () => void;
  /** The request's outcome: sent, or failed. */
  onResult: (sent: boolean) => void;
}

function RecoveryRequest({ contact, sent, onBack, onResult }: RecoveryStepProps) {
  const recovery = useAccountRecoveryRequest();
  return (
    <RecoveryScreen
      contact={contact}
      sent={sent}
      busy={recovery.isPending}
      onBack={onBack}
      onSend={() => {
        if (!contact) return;
        void recovery.mutateAsync(contact).then(onResult);
      }}
    />
  );
}

/**
 * The lost-device screen with its request (POST /account-recovery-request). It brings the
 * QueryClient with it: the sign-in form itself never needs one.
 */
export function RecoveryStep(props: RecoveryStepProps) {
  return (
    <QueryScope>
      <RecoveryRequest {...props} />
    </QueryScope>
  );
}
