import { AddAddressDialog } from '../../../core/address/components/add-address-dialog';
import { AssessmentsDialog, InstructionsDialog } from './refill-dialogs';
import type { WizardNavigation } from './use-wizard-navigation';

/** The wizard's dialogs: medications without instructions, required assessments, a new address. */
export function WizardDialogs({ uId, navigation }: { uId: number; navigation: WizardNavigation }) {
  const { dialog } = navigation;
  return (
    <>
      <InstructionsDialog
        medications={dialog?.kind === 'instructions' ? dialog.names : null}
        onNo={navigation.closeDialog}
        onYes={navigation.confirmInstructions}
      />
      <AssessmentsDialog
        assessments={dialog?.kind === 'assessments' ? dialog.list : null}
        onCancel={navigation.closeDialog}
        onContinue={navigation.startAssessment}
      />
      <AddAddressDialog
        open={navigation.addingAddress}
        uId={uId}
        announceSaved={false}
        onClose={navigation.closeAddAddress}
        onSaved={navigation.addressSaved}
      />
    </>
  );
}
