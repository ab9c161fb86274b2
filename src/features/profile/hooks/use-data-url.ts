import { useEffect, useState } from 'react';

/** The picture as a `data:` URL, read in the browser (nothing leaves it). */
export function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A card photo kept in this browser, as an address an <img> can show. A `data:` URL rather than
 * an object (`blob:`) URL: the portal's Content-Security-Policy, like many partner pages', allows
 * images from `'self' data:` only, and a `blob:` picture would be blocked there.
 */
export function useDataUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    let live = true;
    readDataUrl(blob).then(
      (read) => live && setUrl(read),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [blob]);
  return url;
}
