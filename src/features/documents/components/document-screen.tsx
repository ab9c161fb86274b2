import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { Alert } from '../../../core/ui/alert';
import { Spinner } from '../../../core/ui/spinner';
import { isAwaitingSignature } from '../../../domain/document/document-list';
import type { PatientDocument } from '../../../domain/patient/document.schema';
import { documentDataQuery, submitSignedDocument } from '../api/documents';
import { outcomeOfError, type SubmitOutcome } from '../model/fill-state';
import { DocumentFiller } from './document-filler';

export interface DocumentScreenProps {
  document: PatientDocument;
  onSubmitted: (docId: number) => void;
}

/** One of the patient's documents: fillable when it awaits their signature, view-only otherwise. */
export function DocumentScreen({ document, onSubmitted }: DocumentScreenProps) {
  const { t } = useTranslation('documents');
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const query = useQuery(documentDataQuery(client, document.docId));
  if (query.isPending) return <Spinner label={t('loadingDocument')} />;
  if (query.isError) return <Alert tone="error">{t('tryLater')}</Alert>;
  const editable = isAwaitingSignature(document) && document.signerUuid !== null && document.signerNum !== null;
  const submit = async (data: string): Promise<SubmitOutcome> => {
    try {
      await submitSignedDocument(client, document.uuid, document.signerUuid!, data);
      // Every query about documents is stale now, this feature's list and other screens' counts
      // (home's badge) alike: keys that name documents, matched without importing their owners.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && part.startsWith('documents')),
      });
      onSubmitted(document.docId);
      return 'formSubmitted';
    } catch (error) {
      return outcomeOfError(error);
    }
  };
  const reason = !document.isSignRequest ? undefined : document.isCompletelySigned ? t('viewOnly.complete') : editable ? undefined : t('viewOnly.notYourTurn');
  return (
    <DocumentFiller
      name={document.friendlyName}
      data={query.data.data}
      fileName={query.data.fileName}
      signerNum={editable ? document.signerNum : null}
      viewOnlyReason={reason}
      onSubmit={submit}
      submittedNote={t('patientSubmission')}
    />
  );
}
