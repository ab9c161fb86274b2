import { useEffect, useRef, useState } from 'react';

/**
 * After a navigation (not on the first page) focus moves to the new page (`mainRef`) and its
 * name is announced.
 */
export function usePageAnnouncement(entryKey: number, pageName: string | null) {
  const mainRef = useRef<HTMLElement>(null);
  const firstShownKey = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!pageName) return;
    if (firstShownKey.current === null) {
      firstShownKey.current = entryKey;
      return;
    }
    if (firstShownKey.current === entryKey) return;
    setAnnouncement(pageName);
    mainRef.current?.focus();
  }, [entryKey, pageName]);
  return { mainRef, announcement };
}
