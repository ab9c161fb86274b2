import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { registerNamespace } from '../../core/i18n/i18n';
import { useSession } from '../../core/session/use-session';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import type { PatientDocument } from '../../domain/patient/document.schema';
import { documentsQuery } from './api/documents';
import { DocumentList } from './components/document-list';
import { DocumentScreen } from './components/document-screen';
import { SignLinkScreen } from './components/sign-link-screen';
import { signLinkOf } from './model/fill-state';

registerNamespace('documents');

export interface DocumentsWidgetProps {
  /** 'sign' or 'flex-sign' (the portal's /doc-sign and /flex-sign): open a signer's link. */
  view?: string;
  /** The sign request of a signer's link; default the page's `uuid` query parameter. */
  srUuid?: string;
  /** The signer of the link; default the page's `signerUuId` query parameter. */
  signerUuid?: string;
  /** A document to open at once (the login link's doc_id); default the page's `doc_id`. */
  docId?: string;
}

const pageSearch = () => globalThis.location?.search ?? '';

export function DocumentsWidget({ view, srUuid, signerUuid, docId }: DocumentsWidgetProps) {
  const { t } = useTranslation('documents');
  const emit = useEmit();
  const identity = useSession((s) => s.identity);
  const link = srUuid && signerUuid ? { srUuid, signerUuid } : view === 'sign' || view === 'flex-sign' || !identity ? signLinkOf(pageSearch()) : null;
  const submitted = (id: number) => emit('rx-document-submitted', { docId: id });

  return (
    <Card part="card" labelledBy="rx-documents-title" width="wide">
      <h2 id="rx-documents-title">{t('title')}</h2>
      {link ? (
        <SignLinkScreen srUuid={link.srUuid} signerUuid={link.signerUuid} onSubmitted={submitted} />
      ) : identity ? (
        <PatientDocuments identity={identity} initialDocId={docId ?? new URLSearchParams(pageSearch()).get('doc_id') ?? undefined} onSubmitted={submitted} />
      ) : (
        <Alert tone="info">
          <p>{t('signedOut')}</p>
          <Button variant="secondary" onClick={() => emit('rx-navigate', { path: '/login' })}>
            {t('signIn')}
          </Button>
        </Alert>
      )}
    </Card>
  );
}

function PatientDocuments({ identity, initialDocId, onSubmitted }: { identity: SessionIdentity; initialDocId?: string; onSubmitted: (docId: number) => void }) {
  const { t } = useTranslation('documents');
  const client = useHttpClient();
  const brand = useBrand();
  const list = useQuery(documentsQuery(client, identity.u_ID, brand.flags.documentsBrandFilter ? identity.brandId : undefined));
  const [openId, setOpenId] = useState<number | null>(initialDocId && /^\d+$/.test(initialDocId) ? Number(initialDocId) : null);
  const [opened, setOpened] = useState<PatientDocument | null>(null);

  if (list.isPending) return <Spinner label={t('loadingList')} />;
  if (list.isError) return <Alert tone="error">{t('tryLater')}</Alert>;
  const current = opened ?? list.data.find((document) => document.docId === openId) ?? null;
  if (!current) return <DocumentList documents={list.data} onOpen={(document) => { setOpened(document); setOpenId(document.docId); }} />;
  return (
    <>
      <Button variant="text" onClick={() => { setOpened(null); setOpenId(null); }}>
        {t('back')}
      </Button>
      <h3>{current.friendlyName}</h3>
      <DocumentScreen key={current.docId} document={current} onSubmitted={onSubmitted} />
    </>
  );
}
