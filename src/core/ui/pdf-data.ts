/** The zoom levels of the PDF viewer's toolbar, in percent. */
export const ZOOM_STEPS = [50, 75, 100, 125, 150, 200, 300] as const;

/** The PDF's bytes from base64 (a data: prefix and white space are allowed); null when empty or not base64. */
export function decodePdfData(data: string | null): Uint8Array | null {
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

/** The zoom one step in or out, held at the first and last step. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const index = (ZOOM_STEPS as readonly number[]).indexOf(zoom) + direction;
  return ZOOM_STEPS[Math.min(Math.max(index, 0), ZOOM_STEPS.length - 1)]!;
}
