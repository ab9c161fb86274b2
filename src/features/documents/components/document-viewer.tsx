import { useTranslation } from 'react-i18next';
import { PdfViewer } from '../../../core/ui/pdf-viewer';

export interface DocumentViewerProps {
  data: string;
  name: string;
  fileName: string;
}

/** The document's pages (pdf.js, loaded when it first shows), their text for screen readers, and Download PDF. */
export function DocumentViewer({ data, name, fileName }: DocumentViewerProps) {
  const { t } = useTranslation('documents');
  return (
    <PdfViewer
      data={data}
      label={t('viewerLabel', { name })}
      loadingLabel={t('loadingDocument')}
      pageLabel={(page, total) => t('page', { page, total })}
      downloadLabel={t('download')}
      fileName={fileName}
      maxHeight="75vh"
      fallback={<p>{t('cannotShow')}</p>}
      controls={{
        previousPage: t('previousPage'),
        nextPage: t('nextPage'),
        zoomIn: t('zoomIn'),
        zoomOut: t('zoomOut'),
        position: (page, total) => t('page', { page, total }),
        zoom: (percent) => t('zoomLevel', { percent }),
      }}
    />
  );
}
