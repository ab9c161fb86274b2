import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { decodePdfData, nextZoom } from './pdf-data';
import { PdfToolbar, type PdfViewerControls } from './pdf-toolbar';
import { Spinner } from './spinner';
import { usePdfPages, type PdfViewerStatus } from './use-pdf-pages';

export type { PdfViewerControls } from './pdf-toolbar';
export type { PdfViewerStatus } from './use-pdf-pages';

const styles = defineStyles({
  scroll: css`
    position: relative;
    max-height: var(--rx-pdf-max-height, 60vh);
    min-height: 120px;
    overflow: auto;
    padding: var(--rx-space);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-background);
  `,
  pageClass: css`
    margin: 0 0 var(--rx-space);
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    & > canvas {
      display: block;
      width: 100%;
      height: auto;
    }
  `,
  loading: css`
    display: flex;
    justify-content: center;
    padding: calc(var(--rx-space) * 3);
  `,
  link: css`
    display: inline-block;
    margin-top: var(--rx-space);
    color: var(--rx-color-primary);
  `,
});

export interface PdfViewerProps {
  /** The document as base64 (a data: prefix is allowed); null shows the fallback. */
  data: string | null;
  /** Accessible name of the scrollable document region, e.g. "Terms and conditions". */
  label: string;
  /** Announced while pdf.js loads and renders, e.g. "Loading the terms". */
  loadingLabel: string;
  /** Shown when there is no document or it cannot be displayed. */
  fallback: ReactNode;
  /** Accessible name of each page, e.g. (1, 3) => "Page 1 of 3". */
  pageLabel: (page: number, total: number) => string;
  /** When given, a link offers the file itself (text of the link). */
  downloadLabel?: string;
  fileName?: string;
  /** Height of the scrolling area (CSS length); default 60vh. */
  maxHeight?: string;
  className?: string;
  onStatusChange?: (status: PdfViewerStatus) => void;
  /** When given, a toolbar zooms the pages and moves between them (focus goes to the page). */
  controls?: PdfViewerControls;
}

/**
 * Shows a PDF page by page. pdf.js is imported only when a viewer mounts with a document. Each
 * page is a canvas (hidden from assistive technology) with its extracted text beside it for
 * screen readers; the scrolling region is focusable so keyboard users can scroll it.
 */
export function PdfViewer({
  data,
  label,
  loadingLabel,
  fallback,
  pageLabel,
  downloadLabel,
  fileName = 'document.pdf',
  maxHeight = '60vh',
  className,
  onStatusChange,
  controls,
}: PdfViewerProps) {
  const { pageClass, loading, link, scroll } = useSheet(styles);
  const [zoom, setZoom] = useState(100);
  const [currentPage, setCurrentPage] = useState(1);
  const bytes = useMemo(() => decodePdfData(data), [data]);
  const pagesRef = useRef<HTMLDivElement>(null);
  const { status, pageCount } = usePdfPages(bytes, pagesRef, pageLabel, pageClass, onStatusChange);

  const downloadUrl = useMemo(
    () => (bytes && downloadLabel ? URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' })) : null),
    [bytes, downloadLabel],
  );
  useEffect(() => () => void (downloadUrl && URL.revokeObjectURL(downloadUrl)), [downloadUrl]);

  if (status === 'failed') {
    return (
      <div part="pdf-fallback" className={className}>
        {fallback}
      </div>
    );
  }

  const goTo = (page: number) => {
    const target = pagesRef.current?.children[page - 1] as HTMLElement | undefined;
    if (!target) return;
    setCurrentPage(page);
    target.scrollIntoView({ block: 'start' });
    target.focus();
  };

  return (
    <div part="pdf-viewer" className={className}>
      {controls && status === 'ready' && (
        <PdfToolbar controls={controls} label={label} currentPage={currentPage} pageCount={pageCount} zoom={zoom} onGoTo={goTo} onZoom={(direction) => setZoom(nextZoom(zoom, direction))} />
      )}
      <div role="region" aria-label={label} aria-busy={status === 'loading'} tabIndex={0} part="pdf-scroll" className={scroll} style={{ '--rx-pdf-max-height': maxHeight } as CSSProperties}>
        {status === 'loading' && (
          <div className={loading}>
            <Spinner label={loadingLabel} />
          </div>
        )}
        <div ref={pagesRef} style={zoom === 100 ? undefined : { width: `${zoom}%` }} />
      </div>
      {downloadUrl && downloadLabel && status === 'ready' && (
        <a className={link} part="pdf-download" href={downloadUrl} download={fileName}>
          {downloadLabel}
        </a>
      )}
    </div>
  );
}
