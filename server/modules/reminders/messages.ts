import { abbreviation } from '../../../src/domain/medication/medication-list';
import type { ReminderChannel } from '../../../src/domain/reminders/reminder-choices';
import { emailHtml } from '../../platform/delivery/email-layout';
import { fitsOneSms } from '../../platform/delivery/sms-length';

export interface ReminderText {
  channel: ReminderChannel;
  locale: 'en' | 'es';
  brandName: string;
  /** The prescription's display name, as the patient sees it in the portal. */
  displayName: string;
  refillDate: string;
  /** The portal's address without a trailing slash, e.g. https://portal.example/portal. */
  portalUrl: string;
  /** The address the e-mail goes to (its preferences link names it). */
  email?: string;
  /** The signed token of that address (`email-links/preference-token.ts`), which the link carries. */
  preferencesToken?: string;
}

/**
 * The link of every e-mail: the portal's e-mail preferences page for that address, with the
 * signed token without which the page changes nothing.
 */
export const preferencesLink = (portalUrl: string, email: string, token: string) =>
  `${portalUrl}/notification-preferences?${new URLSearchParams({ email, token }).toString()}`;

function shortDate(date: string, locale: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`)).replace('.', '');
}

function longDate(date: string, locale: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The text of a refill reminder. The e-mail names the medication as the portal shows it; a text
 * message, read on a locked phone, only by its abbreviation (spec 02 §1). Links carry no
 * medication: the refill page, and the e-mail's preferences page by address.
 */
export function reminderText(input: ReminderText): string {
  const date = longDate(input.refillDate, input.locale);
  const refillLink = `${input.portalUrl}/refill`;
  if (input.channel === 'sms') {
    const rx = abbreviation(input.displayName);
    const full =
      input.locale === 'es'
        ? `${input.brandName}: su receta ${rx} se puede resurtir a partir del ${date}. Pida su resurtido: ${refillLink}`
        : `${input.brandName}: your ${rx} prescription can be refilled from ${date}. Order your refill: ${refillLink}`;
    if (fitsOneSms(full)) return full;
    // One message (160 GSM characters) where a long brand name or address would make it two.
    const day = shortDate(input.refillDate, input.locale);
    return input.locale === 'es' ? `${input.brandName}: resurta ${rx} desde el ${day}: ${refillLink}` : `${input.brandName}: refill ${rx} from ${day}: ${refillLink}`;
  }
  const preferences = preferencesLink(input.portalUrl, input.email ?? '', input.preferencesToken ?? '');
  return input.locale === 'es'
    ? [
        `Recordatorio de resurtido de ${input.brandName}`,
        `Su ${input.displayName} se puede resurtir a partir del ${date}. Pida su resurtido en el portal: ${refillLink}`,
        `Recibe este correo porque pidió recordatorios de resurtido. Para dejar de recibir nuestros correos: ${preferences}`,
      ].join('\n\n')
    : [
        `Refill reminder from ${input.brandName}`,
        `Your ${input.displayName} can be refilled from ${date}. Order your refill in the portal: ${refillLink}`,
        `You get this e-mail because you asked for refill reminders. To stop e-mails from us: ${preferences}`,
      ].join('\n\n');
}

/** What the brands file says of a brand's e-mails: its sender and logo. */
export interface BrandMail {
  mailFrom?: string;
  logo?: string;
}

/**
 * The one-click unsubscribe address of a reminder e-mail (RFC 8058): the API's
 * POST /email-unsubscribe/one-click with the same signed token as the preferences link.
 */
export const oneClickUnsubscribeLink = (apiUrl: string, email: string, token: string) =>
  `${apiUrl}/email-unsubscribe/one-click?${new URLSearchParams({ email, token }).toString()}`;

/**
 * What a reminder e-mail carries besides its text: a subject in the patient's language, an HTML
 * version of the same paragraphs, and the List-Unsubscribe headers (RFC 2369, RFC 8058) that
 * mailbox providers show as an "unsubscribe" button.
 */
export function reminderEmailDetails(input: { text: string; locale: 'en' | 'es'; brandName: string; unsubscribeUrl: string; brand?: BrandMail }): {
  subject: string;
  html: string;
  from?: string;
  headers: Record<string, string>;
} {
  const subject = input.locale === 'es' ? `Recordatorio de resurtido de ${input.brandName}` : `Refill reminder from ${input.brandName}`;
  const html = emailHtml({ locale: input.locale, subject, brandName: input.brandName, logo: input.brand?.logo, blocks: input.text.split('\n\n') });
  return {
    subject,
    html,
    from: input.brand?.mailFrom,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
