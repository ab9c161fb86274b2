import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { Alert } from '../../../core/ui/alert';
import { Spinner } from '../../../core/ui/spinner';
import { signableQuery, submitSignedDocument } from '../api/documents';
import { linkProblemOf, outcomeOfError, type SubmitOutcome } from '../model/fill-state';
import { DocumentFiller } from './document-filler';

export interface SignLinkScreenProps {
  srUuid: string;
  signerUuid: string;
  onSubmitted: (docId: number) => void;
}

/** Flex-sign: a signer's own link opens the filler without signing in (spec 02 §2, §6). */
export function SignLinkScreen({ srUuid, signerUuid, onSubmitted }: SignLinkScreenProps) {
  const { t } = useTranslation('documents');
  const client = useHttpClient();
  const query = useQuery(signableQuery(client, srUuid, signerUuid));
  if (query.isPending) return <Spinner label={t('loadingDocument')} />;
  if (query.isError) return <Alert tone="error">{t(linkProblemOf(query.error))}</Alert>;
  const document = query.data;
  const editable = document.isCurrentSigner && !document.isCompletelySigned;
  const submit = async (data: string): Promise<SubmitOutcome> => {
    try {
      await submitSignedDocument(client, srUuid, signerUuid, data);
      onSubmitted(document.docId);
      return 'formSubmitted';
    } catch (error) {
      return outcomeOfError(error);
    }
  };
  return (
    <>
      <h3>{document.friendlyName}</h3>
      <DocumentFiller
        name={document.friendlyName}
        data={document.data}
        fileName={`${document.friendlyName}.pdf`}
        signerNum={editable ? document.signerNum : null}
        viewOnlyReason={document.isCompletelySigned ? t('viewOnly.complete') : editable ? undefined : t('viewOnly.notYourTurn')}
        onSubmit={submit}
        submittedNote={t('signerSubmission')}
      />
    </>
  );
}
