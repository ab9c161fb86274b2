import { describe, expect, it } from 'vitest';
import { reminderEmailDetails } from '../../../server/modules/reminders/messages';
import { brandedEmail, emailHtml } from '../../../server/platform/delivery/email-layout';

describe('the one e-mail layout', () => {
  it('writes every block as text: markup is escaped, only http(s) addresses become links, a code stays one run of digits', () => {
    const email = brandedEmail({
      locale: 'es',
      subject: 'Código <de> "prueba" & más',
      brandName: 'A & <i>B</i>',
      logo: 'https://cdn.example/logo.png?a=1&b=2',
      blocks: ['Hola <script>alert(1)</script> & adiós: https://portal.example/refill?x=1&y=2', { emphasis: '042917' }, "It's <b>yours</b>"],
    });
    expect(email.text).toBe('Hola <script>alert(1)</script> & adiós: https://portal.example/refill?x=1&y=2\n\n042917\n\nIt\'s <b>yours</b>');
    expect(email.html).not.toMatch(/<script|<b>|<i>/);
    expect(email.html).toContain('<title>Código &#60;de&#62; &#34;prueba&#34; &#38; más</title>');
    expect(email.html).toContain('<p>Hola &#60;script&#62;alert(1)&#60;/script&#62; &#38; adiós: <a href="https://portal.example/refill?x=1&#38;y=2">https://portal.example/refill?x=1&#38;y=2</a></p>');
    expect(email.html).toContain('<img src="https://cdn.example/logo.png?a=1&#38;b=2" alt="A &#38; &#60;i&#62;B&#60;/i&#62;" height="48">');
    expect(email.html).toMatch(/>042917<\/p>/);
    expect(email.html).toContain('<p>It&#39;s &#60;b&#62;yours&#60;/b&#62;</p>');
    expect(email.html.startsWith('<!doctype html><html lang="es">')).toBe(true);
  });

  it('shows only an https logo: mail clients show no data: image and know no path of ours', () => {
    for (const logo of ['data:image/png;base64,AAAA', '/brand/logo.png', 'http://cdn.example/logo.png', undefined]) {
      expect(emailHtml({ locale: 'en', subject: 's', brandName: 'B', logo, blocks: ['x'] })).not.toContain('<img');
    }
  });

  it('gives the refill reminder the HTML it had: its paragraphs under the logo', () => {
    const details = reminderEmailDetails({
      text: 'Refill reminder from Rx & Co\n\nOrder at https://portal.example/portal/refill',
      locale: 'en',
      brandName: 'Rx & Co',
      unsubscribeUrl: 'https://api.example/api/email-unsubscribe/one-click?email=a&token=b',
      brand: { logo: 'https://cdn.example/l.png', mailFrom: 'Rx <no-reply@rx.example>' },
    });
    expect(details.html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Refill reminder from Rx &#38; Co</title></head><body>' +
        '<p><img src="https://cdn.example/l.png" alt="Rx &#38; Co" height="48"></p>' +
        '<p>Refill reminder from Rx &#38; Co</p><p>Order at <a href="https://portal.example/portal/refill">https://portal.example/portal/refill</a></p></body></html>',
    );
    expect(details.from).toBe('Rx <no-reply@rx.example>');
  });
});
