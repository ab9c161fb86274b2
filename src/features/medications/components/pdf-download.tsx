import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { shortDate } from '../../../domain/medication/order-history';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';

/** Hands a file to the browser as a download. */
export function saveFile(bytes: Uint8Array | string, fileName: string, type: string): void {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my medication list": the active prescriptions as a PDF made in the browser (pdf-lib loads on the click). */
export function PdfDownload({ prescriptions, brandName, today }: { prescriptions: readonly Prescription[]; brandName: string; today: string }) {
  const { t } = useTranslation('medications');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { medicationListPdf } = await import('../model/medication-list-pdf');
      const bytes = await medicationListPdf(
        prescriptions.filter((rx) => rx.displayTable === 'active'),
        {
          title: t('pdf.title'),
          brand: brandName,
          made: t('pdf.made', { date: shortDate(today) ?? today }),
          instructions: t('detail.instructions'),
          noInstructions: t('detail.noInstructions'),
          prescriber: t('detail.prescriber'),
          pharmacy: t('detail.pharmacy'),
          refillsLeft: t('detail.refillsLeft'),
          rxNumber: t('detail.rxNumber'),
          none: t('pdf.none'),
        },
      );
      saveFile(bytes, t('pdf.fileName'), 'application/pdf');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="secondary" part="button pdf-button" onClick={() => void download()} busy={busy} busyLabel={t('pdf.preparing')}>
        {t('pdf.download')}
      </Button>
      {failed && <Alert tone="error">{t('pdf.failed')}</Alert>}
    </>
  );
}
