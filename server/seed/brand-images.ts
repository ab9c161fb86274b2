import { Canvas, hexColour, type Rgba } from './png';

const WHITE: Rgba = [255, 255, 255, 255];

/** Inside a rounded rectangle. */
const roundedRect = (left: number, top: number, width: number, height: number, radius: number) => (x: number, y: number) => {
  if (x < left || x > left + width || y < top || y > top + height) return false;
  const cx = Math.min(Math.max(x, left + radius), left + width - radius);
  const cy = Math.min(Math.max(y, top + radius), top + height - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};

/** Inside a pharmacy cross centred at (cx, cy). */
const cross = (cx: number, cy: number, arm: number, thickness: number) => (x: number, y: number) =>
  (Math.abs(x - cx) <= thickness / 2 && Math.abs(y - cy) <= arm) || (Math.abs(y - cy) <= thickness / 2 && Math.abs(x - cx) <= arm);

/**
 * A brand's logo (160x40: a badge with a cross and a band in the accent colour) and favicon
 * (32x32 badge), as base64 PNGs, drawn at seed time.
 */
export function brandImages(primary: string, accent: string): { logo: string; favicon: string } {
  const logo = new Canvas(160, 40)
    .fill(hexColour(primary), roundedRect(0, 0, 40, 40, 8))
    .fill(WHITE, cross(20, 20, 12, 8))
    .fill(hexColour(primary), roundedRect(50, 10, 104, 8, 4))
    .fill(hexColour(accent), roundedRect(50, 24, 70, 6, 3));
  const favicon = new Canvas(32, 32).fill(hexColour(primary), roundedRect(0, 0, 32, 32, 6)).fill(WHITE, cross(16, 16, 10, 6));
  return { logo: logo.toPng().toString('base64'), favicon: favicon.toPng().toString('base64') };
}
