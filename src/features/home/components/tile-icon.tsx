import type { TileId } from '../model/tiles';

/** Simple line icons for the tiles; decorative (the tile's text names it). */
const paths: Record<TileId, string> = {
  Document: 'M6 2h8l4 4v16H6z M14 2v4h4 M9 12h6 M9 16h6',
  Refill: 'M4 12a8 8 0 0 1 14-5.3 M18 3v4h-4 M20 12a8 8 0 0 1-14 5.3 M6 21v-4h4',
  CompanyInfo: 'M3 21h18 M5 21V8l7-5 7 5v13 M10 12h4 M12 10v4',
  Messaging: 'M4 4h16v12H8l-4 4z',
  Medication: 'M8.5 3.5a4.95 4.95 0 0 1 7 7l-5 5a4.95 4.95 0 0 1-7-7z M6 11l7 7',
  OrderHistory: 'M3 7l9-4 9 4v10l-9 4-9-4z M3 7l9 4 9-4 M12 11v10',
  ProfileDisplay: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  WEB_Counseling: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7 M12 17h.01',
};

export function TileIcon({ id, className }: { id: TileId; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={paths[id]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
