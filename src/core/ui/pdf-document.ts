/**
 * pdf.js behind a dynamic import: only `pdf-viewer.tsx` loads this module, and only when a viewer
 * is shown, so pdf.js stays out of every element's first download.
 *
 * CSP: the worker is a module worker loaded from a same-origin file the build emits (no blob: or
 * data: URL), and pdf.js is told not to evaluate strings or compile WebAssembly, so the viewer works
 * under `script-src 'self'` without 'unsafe-eval' or 'wasm-unsafe-eval'.
 */
import { getDocument, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';

let shared: PDFWorker | undefined;

/**
 * A module worker from `url`, also when the library is served from another origin (a CDN): a
 * Worker cannot be constructed from a cross-origin URL, so a same-origin blob: module imports the
 * CDN's worker file (served with CORS, as module scripts are). The page's CSP then needs
 * `worker-src blob: <cdn>` (a worker's imports are checked against worker-src), or `blob:` in a
 * script-src that lists the CDN when there is no worker-src.
 */
function moduleWorker(url: URL, options: WorkerOptions): globalThis.Worker {
  if (url.origin === globalThis.location?.origin) return new globalThis.Worker(url, options);
  const trampoline = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
  const worker = new globalThis.Worker(trampoline, options);
  // The worker has its URL once constructed; the blob is not needed beyond its first fetch.
  setTimeout(() => URL.revokeObjectURL(trampoline), 60_000);
  return worker;
}

/** `new Worker(…)` as Vite recognises it, made by `moduleWorker` (`new` on a function returns what it returns). */
const Worker = function (url: URL, options: WorkerOptions) {
  return moduleWorker(url, options);
} as unknown as typeof globalThis.Worker;

/**
 * One pdf.js worker for the page, handed to every document. A loading task destroys only a
 * worker it made itself: with the worker taken from GlobalWorkerOptions.workerPort, destroying
 * the document a viewer replaces (after Save) marked the shared worker as being destroyed, so
 * the new document opened in the meantime failed ("This document cannot be shown here").
 */
function sharedWorker(): PDFWorker {
  if (!shared || shared.destroyed) {
    // Vite bundles the worker into its own file and rewrites this URL (library build and dev server):
    // it knows the `new Worker(new URL(…, import.meta.url))` form, hence the local name.
    const port = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
    shared = PDFWorker.create({ port });
  }
  return shared;
}

export interface RenderedPage {
  /** 1-based. */
  number: number;
  canvas: HTMLCanvasElement;
  /** The page's text, for assistive technology (the canvas itself is an image). */
  text: string;
}

export interface OpenedPdf {
  numPages: number;
  /** Renders a page to a new canvas `cssWidth` CSS pixels wide, at the device's resolution. */
  renderPage(pageNumber: number, cssWidth: number): Promise<RenderedPage>;
  destroy(): Promise<void>;
}

export async function openPdf(data: Uint8Array): Promise<OpenedPdf> {
  const task = getDocument({
    worker: sharedWorker(),
    // pdf.js transfers the buffer to its worker: hand it a copy so the caller's bytes stay usable.
    data: data.slice(),
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
    useSystemFonts: true,
    verbosity: 0,
  });
  const pdf: PDFDocumentProxy = await task.promise;
  return {
    numPages: pdf.numPages,
    async renderPage(pageNumber, cssWidth) {
      const page = await pdf.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const ratio = globalThis.devicePixelRatio || 1;
      const scale = (Math.max(cssWidth, 200) / base.width) * ratio;
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim();
      page.cleanup();
      return { number: pageNumber, canvas, text };
    },
    destroy: () => task.destroy(),
  };
}
