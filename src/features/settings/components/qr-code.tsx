import { useEffect, useState } from 'react';
import { qrPath, qrViewSize } from '../model/qr-path';
import { useSheet } from '../../../core/theme/define-styles';
import { settingsStyles } from './settings.styles';

export interface QrCodeProps {
  value: string;
  label: string;
}

interface Drawn {
  value: string;
  path: string;
  view: number;
}

/**
 * The authenticator setup link as a QR code, drawn as an SVG path inside the shadow root (no
 * markup strings, no canvas). The encoder loads with the setup, not with the settings screen.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { qrPending } = useSheet(settingsStyles);
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
  if (!drawn || drawn.value !== value) return <div role="img" aria-label={label} aria-busy="true" className={qrPending} />;
  return (
    <svg role="img" aria-label={label} part="qr-code" width="200" height="200" viewBox={`0 0 ${drawn.view} ${drawn.view}`} shapeRendering="crispEdges">
      <rect width={drawn.view} height={drawn.view} fill="#ffffff" />
      <path d={drawn.path} fill="#000000" />
    </svg>
  );
}
