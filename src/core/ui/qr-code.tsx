import { useEffect, useState } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { qrPath, qrViewSize } from './qr-path';

const styles = defineStyles({
  box: css`
    display: block;
    width: 200px;
    height: 200px;
  `,
});

export interface QrCodeProps {
  value: string;
  /** The image's accessible name. */
  label: string;
  /** The part name of the SVG. */
  part?: string;
}

interface Drawn {
  value: string;
  path: string;
  view: number;
}

/**
 * A QR code drawn as one SVG path inside the shadow root (no markup strings, no canvas). The
 * encoder (the `qrcode` package) loads when a code is first shown.
 */
export function QrCode({ value, label, part = 'qr-code' }: QrCodeProps) {
  const { box } = useSheet(styles);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      const symbol = { size: modules.size, get: (row: number, column: number) => modules.get(row, column) };
      if (alive) setDrawn({ value, path: qrPath(symbol), view: qrViewSize(symbol) });
    });
    return () => {
      alive = false;
    };
  }, [value]);
  if (!drawn || drawn.value !== value) return <div role="img" aria-label={label} aria-busy="true" className={box} />;
  return (
    <svg role="img" aria-label={label} part={part} className={box} viewBox={`0 0 ${drawn.view} ${drawn.view}`} shapeRendering="crispEdges">
      <rect width={drawn.view} height={drawn.view} fill="#ffffff" />
      <path d={drawn.path} fill="#000000" />
    </svg>
  );
}
