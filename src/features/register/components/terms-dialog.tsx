import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import { PdfViewer } from '../../../core/ui/pdf-viewer';

export interface TermsDialogProps {
  open: boolean;
  /** The terms from the registration lookup: base64 PDF, or null. */
  data: string | null;
  onAgree: () => void;
  onCancel: () => void;
}

/** The terms PDF with Agree and Cancel (spec 01 §2); pdf.js loads when the dialog first opens. */
export function TermsDialog({ open, data, onAgree, onCancel }: TermsDialogProps) {
  const { t } = useTranslation('register');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('terms.title')}
      size="large"
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('terms.cancel')}
          </Button>
          <Button onClick={onAgree}>{t('terms.agree')}</Button>
        </>
      }
    >
      <PdfViewer
        data={data}
        label={t('terms.document')}
        loadingLabel={t('terms.loading')}
        pageLabel={(page, total) => t('terms.page', { page, total })}
        downloadLabel={t('terms.download')}
        fileName="terms.pdf"
        maxHeight="55vh"
        fallback={<p>{t('terms.unavailable')}</p>}
      />
    </Dialog>
  );
}
