import { brandedEmail, type EmailBlock } from '../delivery/email-layout';
import { fitsOneSms, withGsm7Letters } from '../delivery/sms-length';
import type { MessageSource } from './cognito-local';

export type MessageLocale = 'en' | 'es';

/** What a code is for, as the patient reads it. */
type CodeKind = 'sign-up' | 'forgot-password' | 'attribute' | 'sign-in' | 'temporary-password';

const KIND_OF: Record<MessageSource, CodeKind> = {
  SignUp: 'sign-up',
  ResendCode: 'sign-up',
  ForgotPassword: 'forgot-password',
  UpdateUserAttribute: 'attribute',
  VerifyUserAttribute: 'attribute',
  Authentication: 'sign-in',
  AdminCreateUser: 'temporary-password',
};

export interface IdentityMessageInput {
  source: MessageSource;
  /** A six-digit code, or a temporary password (AdminCreateUser). */
  code: string;
  /** The name the patient signs in with (shown with a temporary password). */
  signInName: string;
  locale: MessageLocale;
  brandName: string;
}

interface SmsWording {
  /** The whole sentence, when it fits one message. */
  full: string;
  /** The few words that always fit (with the brand cut short if need be). */
  short: string;
}

function smsWording({ source, code, signInName, locale }: IdentityMessageInput): SmsWording {
  const kind = KIND_OF[source];
  if (locale === 'es') {
    switch (kind) {
      case 'sign-up':
        return { full: `su código de verificación es ${code}. Escríbalo en el portal para confirmar su cuenta.`, short: `código ${code}` };
      case 'forgot-password':
        return { full: `su código para restablecer la contraseña es ${code}. Si no lo pidió, ignore este mensaje.`, short: `código para la contraseña ${code}` };
      case 'attribute':
        return { full: `su código de verificación es ${code}. Escríbalo en el portal para confirmar este número.`, short: `código ${code}` };
      case 'sign-in':
        return { full: `su código para iniciar sesión es ${code}. No lo comparta: nunca se lo pediremos.`, short: `código ${code}` };
      case 'temporary-password':
        return { full: `su usuario es ${signInName} y su contraseña temporal es ${code}. Inicie sesión para elegir una nueva.`, short: `usuario ${signInName}, contraseña ${code}` };
    }
  }
  switch (kind) {
    case 'sign-up':
      return { full: `your verification code is ${code}. Enter it in the portal to confirm your account.`, short: `code ${code}` };
    case 'forgot-password':
      return { full: `your password reset code is ${code}. If you did not ask for it, ignore this message.`, short: `password reset code ${code}` };
    case 'attribute':
      return { full: `your verification code is ${code}. Enter it in the portal to confirm this number.`, short: `code ${code}` };
    case 'sign-in':
      return { full: `your sign-in code is ${code}. Never share it: we will never ask you for it.`, short: `code ${code}` };
    case 'temporary-password':
      return { full: `your username is ${signInName} and your temporary password is ${code}. Sign in to choose a new one.`, short: `username ${signInName}, password ${code}` };
  }
}

/**
 * A code's text message: the brand's name, then the sentence in the patient's language, in
 * GSM-7 letters (a Spanish accent GSM-7 lacks is dropped, as texts are commonly written) so it
 * goes as one message of 160 characters; a long brand name gets the short wording, and is cut
 * where even that would not fit.
 */
export function identitySms(input: IdentityMessageInput): string {
  const wording = smsWording(input);
  const brand = withGsm7Letters(input.brandName);
  for (const sentence of [wording.full, wording.short]) {
    const text = `${brand}: ${withGsm7Letters(sentence)}`;
    if (fitsOneSms(text)) return text;
  }
  const short = withGsm7Letters(wording.short);
  let cut = brand;
  while (cut.length > 0 && !fitsOneSms(`${cut}: ${short}`)) cut = cut.slice(0, -1).trimEnd();
  return cut ? `${cut}: ${short}` : short;
}

function emailWording({ source, code, signInName, locale, brandName: brand }: IdentityMessageInput): { subject: string; blocks: EmailBlock[] } {
  const kind = KIND_OF[source];
  const shown = { emphasis: code };
  if (locale === 'es') {
    switch (kind) {
      case 'sign-up':
        return {
          subject: `Su código de verificación de ${brand}`,
          blocks: [`Le damos la bienvenida a ${brand}. Su código de verificación es:`, shown, 'Escríbalo en el portal para confirmar su cuenta.', 'Si no creó una cuenta, puede ignorar este correo.'],
        };
      case 'forgot-password':
        return {
          subject: `Restablezca su contraseña de ${brand}`,
          blocks: [`Se pidió restablecer la contraseña de su cuenta de ${brand}. Su código es:`, shown, 'Escríbalo en el portal para elegir una contraseña nueva.', 'Si no lo pidió usted, ignore este correo: su contraseña no cambia.'],
        };
      case 'attribute':
        return {
          subject: `Confirme su correo electrónico en ${brand}`,
          blocks: [`Su código para confirmar este correo electrónico en ${brand} es:`, shown, 'Escríbalo en el portal.', 'Si no lo pidió, puede ignorar este correo.'],
        };
      case 'sign-in':
        return { subject: `Su código para iniciar sesión en ${brand}`, blocks: [`Su código para iniciar sesión en ${brand} es:`, shown, 'No lo comparta: nunca se lo pediremos.'] };
      case 'temporary-password':
        return {
          subject: `Su cuenta de ${brand} está lista`,
          blocks: [`Se creó una cuenta para usted en ${brand}.`, `Usuario: ${signInName}`, 'Contraseña temporal:', shown, 'Inicie sesión en el portal con ella; después elegirá su propia contraseña.'],
        };
    }
  }
  switch (kind) {
    case 'sign-up':
      return {
        subject: `Your ${brand} verification code`,
        blocks: [`Welcome to ${brand}. Your verification code is:`, shown, 'Enter it in the portal to confirm your account.', 'If you did not create an account, you can ignore this e-mail.'],
      };
    case 'forgot-password':
      return {
        subject: `Reset your ${brand} password`,
        blocks: [`A password reset was asked for your ${brand} account. Your code is:`, shown, 'Enter it in the portal to choose a new password.', 'If it was not you, ignore this e-mail: your password stays as it is.'],
      };
    case 'attribute':
      return {
        subject: `Confirm your e-mail address at ${brand}`,
        blocks: [`Your code to confirm this e-mail address at ${brand} is:`, shown, 'Enter it in the portal.', 'If you did not ask for it, you can ignore this e-mail.'],
      };
    case 'sign-in':
      return { subject: `Your ${brand} sign-in code`, blocks: [`Your ${brand} sign-in code is:`, shown, 'Never share it: we will never ask you for it.'] };
    case 'temporary-password':
      return {
        subject: `Your ${brand} account is ready`,
        blocks: [`An account was created for you at ${brand}.`, `Username: ${signInName}`, 'Temporary password:', shown, 'Sign in to the portal with it; you will then choose your own password.'],
      };
  }
}

/** A code's e-mail: subject, plain text and HTML in the patient's language, under the brand's logo. */
export function identityEmail(input: IdentityMessageInput & { logo?: string }): { subject: string; text: string; html: string } {
  const { subject, blocks } = emailWording(input);
  return brandedEmail({ locale: input.locale, subject, brandName: input.brandName, logo: input.logo, blocks });
}
