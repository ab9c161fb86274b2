/** Where the development server collects the demo pages' CSP violation reports (under the API prefix; absent in production). */
export const CSP_REPORT_PATH = '/dev/csp-report';

/**
 * The strict policy of every page the server serves: scripts from the origin only, no framing.
 * With a nonce, styles may also come from nonce-tagged <style> elements; without one only 'self'
 * (constructable stylesheets still apply). `inlineStyles` is for third-party pages that write
 * their own <style> elements (Swagger UI); `httpsImages` for the development Mailbox page, whose
 * framed e-mails show the brands' https logos; scripts stay 'self' whatever the options.
 */
export function strictContentSecurityPolicy(options: { nonce?: string; reportUri?: string; inlineStyles?: boolean; httpsImages?: boolean }): string {
  let styleSrc = options.nonce ? `'self' 'nonce-${options.nonce}'` : `'self'`;
  if (options.inlineStyles) styleSrc = `'self' 'unsafe-inline'`;
  const directives = [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src ${styleSrc}`,
    options.httpsImages ? `img-src 'self' data: https:` : `img-src 'self' data:`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ];
  if (options.reportUri) directives.push(`report-uri ${options.reportUri}`);
  return directives.join('; ');
}
