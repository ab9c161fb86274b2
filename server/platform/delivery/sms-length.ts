// GSM 03.38: the basic character set (one septet each) and its extension table (two: escape + char).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** One text message holds 160 GSM-7 characters; anything else (UCS-2) only 70. */
export const SMS_SINGLE_SEGMENT = 160;

/**
 * The length of a text in GSM-7 septets (extension characters count two), or null when a
 * character is outside GSM-7, which would send the whole message as UCS-2 (70 characters a segment).
 */
export function gsm7Length(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** True when the text goes as one GSM-7 message. */
export const fitsOneSms = (text: string) => {
  const length = gsm7Length(text);
  return length !== null && length <= SMS_SINGLE_SEGMENT;
};

/**
 * The text with each letter GSM-7 lacks written without its accent where that gives a GSM-7
 * letter (á → a, ó → o, Í → I; é, ñ and ü are GSM-7 and stay), as Spanish texts are commonly
 * written: one accent outside GSM-7 would send the whole message as UCS-2 (70 characters).
 */
export function withGsm7Letters(text: string): string {
  let result = '';
  for (const char of text) {
    if (GSM_BASIC.includes(char) || GSM_EXTENSION.includes(char)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    result += base !== '' && [...base].every((letter) => GSM_BASIC.includes(letter)) ? base : char;
  }
  return result;
}
