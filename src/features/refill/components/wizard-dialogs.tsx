import { AddAddressDialog } from '../../../core/address/components/add-address-dialog';
import { AssessmentsDialog, ConfirmDialog, InstructionsDialog } from './refill-dialogs';
import type { RefillWizard } from '../hooks/use-refill-wizard';
import { useStepTranslation } from '../hooks/use-step-translation';

/** The wizard's dialogs: medications without instructions, required assessments, a new address, dropping an edit's changes. */
export function WizardDialogs({ wizard }: { wizard: RefillWizard }) {
  const { t } = useStepTranslation();
  const { dialog, uId } = wizard.state;
  const { actions } = wizard;
  return (
    <>
      <InstructionsDialog
        medications={dialog?.kind === 'instructions' ? dialog.names : null}
        onNo={actions.closeDialog}
        onYes={actions.confirmInstructions}
      />
      <AssessmentsDialog
        assessments={dialog?.kind === 'assessments' ? dialog.list : null}
        onCancel={actions.closeDialog}
        onContinue={actions.startAssessment}
      />
      <AddAddressDialog open={dialog?.kind === 'addAddress'} uId={uId} announceSaved={false} onClose={actions.closeDialog} onSaved={actions.addressSaved} />
      <ConfirmDialog
        open={dialog?.kind === 'discardChanges'}
        title={t('discardDialog.title')}
        body={t('discardDialog.body')}
        confirm={t('discardDialog.discard')}
        cancel={t('discardDialog.keep')}
        onConfirm={actions.confirmDiscard}
        onCancel={actions.closeDialog}
      />
    </>
  );
}
