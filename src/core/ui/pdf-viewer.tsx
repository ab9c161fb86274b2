import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { Button } from './button';
import { Spinner } from './spinner';

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
  toolbar: css`
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--rx-space) / 2);
    align-items: center;
    margin-bottom: calc(var(--rx-space) / 2);
  `,
  link: css`
    display: inline-block;
    margin-top: var(--rx-space);
    color: var(--rx-color-primary);
  `,
});

export type PdfViewerStatus = 'loading' | 'ready' | 'failed';

/** Labels of the optional toolbar: zoom and page navigation by buttons (keyboard operable). */
export interface PdfViewerControls {
  zoomIn: string;
  zoomOut: string;
  previousPage: string;
  nextPage: string;
  /** e.g. (1, 3) => "Page 1 of 3". */
  position: (page: number, total: number) => string;
  /** e.g. (150) => "Zoom 150%". */
  zoom: (percent: number) => string;
}

const ZOOM_STEPS = [50, 75, 100, 125, 150, 200, 300];

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

function decode(data: string | null): Uint8Array | null {
  if (!data) return null;
  try {
    const binary = atob(data.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.length > 0 ? bytes : null;
  } catch {
    return null;
  }
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
  const { pageClass, loading, link, scroll, toolbar } = useSheet(styles);
  const [zoom, setZoom] = useState(100);
  const [pageCount, setPageCount] = useState(0);
  const [currentPage, setCurrentPage] = useState(1);
  const bytes = useMemo(() => decode(data), [data]);
  const [status, setStatus] = useState<PdfViewerStatus>(bytes ? 'loading' : 'failed');
  const [followed, setFollowed] = useState(bytes);
  const pagesRef = useRef<HTMLDivElement>(null);
  const statusListener = useRef(onStatusChange);
  statusListener.current = onStatusChange;

  if (followed !== bytes) {
    setFollowed(bytes);
    setStatus(bytes ? 'loading' : 'failed');
  }

  const downloadUrl = useMemo(
    () => (bytes && downloadLabel ? URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' })) : null),
    [bytes, downloadLabel],
  );
  useEffect(() => () => void (downloadUrl && URL.revokeObjectURL(downloadUrl)), [downloadUrl]);

  useEffect(() => {
    statusListener.current?.(status);
  }, [status]);


  useEffect(() => {
    const container = pagesRef.current;
    if (!bytes || !container) return;
    let cancelled = false;
    let opened: { destroy(): Promise<void> } | undefined;
    container.replaceChildren();
    (async () => {
      const { openPdf } = await import('./pdf-document');
      if (cancelled) return;
      const pdf = await openPdf(bytes);
      opened = pdf;
      if (cancelled) return void pdf.destroy();
      const width = container.clientWidth || 600;
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.renderPage(number, width);
        if (cancelled) return;
        const figure = document.createElement('div');
        figure.setAttribute('role', 'group');
        figure.setAttribute('aria-label', pageLabel(number, pdf.numPages));
        figure.setAttribute('part', 'pdf-page');
        figure.tabIndex = -1;
        figure.className = pageClass;
        page.canvas.setAttribute('aria-hidden', 'true');
        const text = document.createElement('div');
        text.className = 'rx-visually-hidden';
        text.textContent = page.text;
        figure.append(page.canvas, text);
        container.append(figure);
        if (number === 1) setStatus('ready');
        setPageCount(number);
      }
      if (pdf.numPages === 0) setStatus('failed');
    })().catch(() => {
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
    // pageLabel and pageClass only dress the pages; re-rendering the PDF for them is not worth it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes]);


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
  const zoomBy = (direction: 1 | -1) => {
    const index = ZOOM_STEPS.indexOf(zoom) + direction;
    setZoom(ZOOM_STEPS[Math.min(Math.max(index, 0), ZOOM_STEPS.length - 1)]!);
  };

  return (
    <div part="pdf-viewer" className={className}>
      {controls && status === 'ready' && (
        <div className={toolbar} part="pdf-toolbar" role="toolbar" aria-label={label}>
          <Button variant="secondary" part="pdf-control" onClick={() => goTo(currentPage - 1)} disabled={currentPage <= 1}>
            {controls.previousPage}
          </Button>
          <span aria-live="polite">{controls.position(currentPage, pageCount)}</span>
          <Button variant="secondary" part="pdf-control" onClick={() => goTo(currentPage + 1)} disabled={currentPage >= pageCount}>
            {controls.nextPage}
          </Button>
          <Button variant="secondary" part="pdf-control" onClick={() => zoomBy(-1)} disabled={zoom <= ZOOM_STEPS[0]!}>
            {controls.zoomOut}
          </Button>
          <span aria-live="polite">{controls.zoom(zoom)}</span>
          <Button variant="secondary" part="pdf-control" onClick={() => zoomBy(1)} disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}>
            {controls.zoomIn}
          </Button>
        </div>
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
