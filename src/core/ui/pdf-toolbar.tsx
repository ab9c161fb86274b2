import { css, defineStyles, useSheet } from '../theme/define-styles';
import { Button } from './button';
import { ZOOM_STEPS } from './pdf-data';

const styles = defineStyles({
  toolbar: css`
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--rx-space) / 2);
    align-items: center;
    margin-bottom: calc(var(--rx-space) / 2);
  `,
});

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

export interface PdfToolbarProps {
  controls: PdfViewerControls;
  /** Accessible name of the toolbar (the document's). */
  label: string;
  currentPage: number;
  pageCount: number;
  zoom: number;
  onGoTo(page: number): void;
  onZoom(direction: 1 | -1): void;
}

/** Previous and next page, the position, zoom out and in, the zoom level. */
export function PdfToolbar({ controls, label, currentPage, pageCount, zoom, onGoTo, onZoom }: PdfToolbarProps) {
  const { toolbar } = useSheet(styles);
  return (
    <div className={toolbar} part="pdf-toolbar" role="toolbar" aria-label={label}>
      <Button variant="secondary" part="pdf-control" onClick={() => onGoTo(currentPage - 1)} disabled={currentPage <= 1}>
        {controls.previousPage}
      </Button>
      <span aria-live="polite">{controls.position(currentPage, pageCount)}</span>
      <Button variant="secondary" part="pdf-control" onClick={() => onGoTo(currentPage + 1)} disabled={currentPage >= pageCount}>
        {controls.nextPage}
      </Button>
      <Button variant="secondary" part="pdf-control" onClick={() => onZoom(-1)} disabled={zoom <= ZOOM_STEPS[0]}>
        {controls.zoomOut}
      </Button>
      <span aria-live="polite">{controls.zoom(zoom)}</span>
      <Button variant="secondary" part="pdf-control" onClick={() => onZoom(1)} disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}>
        {controls.zoomIn}
      </Button>
    </div>
  );
}
