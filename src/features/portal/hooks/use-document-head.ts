import { useEffect } from 'react';

/**
 * The standalone page's title and favicon follow the brand and the current page. Embedded
 * portals leave the host page's head alone (`enabled` false).
 */
export function useDocumentHead(enabled: boolean, title: string | null, favicon: string | undefined) {
  useEffect(() => {
    if (enabled && title) document.title = title;
  }, [enabled, title]);

  useEffect(() => {
    if (!enabled || !favicon) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = favicon;
  }, [enabled, favicon]);
}
