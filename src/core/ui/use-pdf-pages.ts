import { useEffect, useRef, useState, type RefObject } from 'react';

export type PdfViewerStatus = 'loading' | 'ready' | 'failed';

/**
 * Renders the PDF's pages into `pagesRef` (pdf.js is imported only now): each page a focusable
 * group holding its canvas (hidden from assistive technology) and its extracted text for screen
 * readers. Answers the status ('ready' once the first page shows) and how many pages are shown.
 */
export function usePdfPages(
  bytes: Uint8Array | null,
  pagesRef: RefObject<HTMLDivElement | null>,
  pageLabel: (page: number, total: number) => string,
  pageClass: string,
  onStatusChange?: (status: PdfViewerStatus) => void,
): { status: PdfViewerStatus; pageCount: number } {
  const [pageCount, setPageCount] = useState(0);
  const [status, setStatus] = useState<PdfViewerStatus>(bytes ? 'loading' : 'failed');
  const [followed, setFollowed] = useState(bytes);
  const statusListener = useRef(onStatusChange);
  statusListener.current = onStatusChange;

  if (followed !== bytes) {
    setFollowed(bytes);
    setStatus(bytes ? 'loading' : 'failed');
  }

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

  return { status, pageCount };
}
