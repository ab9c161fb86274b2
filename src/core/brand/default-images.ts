/** Used when /company/logo fails (spec 01 §7: default images on failure). Plain SVG, no external request. */
const svg = (body: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body)}`;

export const defaultLogo = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" role="img" aria-label="Pharmacy"><rect width="40" height="40" rx="8" fill="#1f5fa8"/><path d="M17 8h6v9h9v6h-9v9h-6v-9H8v-6h9z" fill="#fff"/><text x="50" y="27" font-family="Arial, sans-serif" font-size="18" fill="#1c2430">Pharmacy</text></svg>',
);

export const defaultFavicon = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f5fa8"/><path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff"/></svg>',
);
