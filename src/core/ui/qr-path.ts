/** The dark modules of a QR symbol, read through `get(row, column)`. */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

/** One SVG path drawing every dark module as a 1×1 square, offset by the quiet zone. */
export function qrPath(modules: QrModules, quietZone = 4): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return parts.join('');
}

/** The side of the SVG view box: the symbol and a quiet zone on each side. */
export const qrViewSize = (modules: QrModules, quietZone = 4): number => modules.size + quietZone * 2;

/**
 * The otpauth:// link an authenticator app reads (Key Uri Format): the issuer names the account
 * in the app, the account name tells the patient's accounts apart.
 */
export function totpSetupUri(issuer: string, accountName: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(issuer)}`;
}
