/**
 * One `Intl.DateTimeFormat` per language and options. Making a formatter costs far more than
 * using one (a millisecond or more on a phone, most of it the first time a zone is named), and the
 * same few are asked for on every render of a date.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` and `options`, made once; throws as the constructor does (an unknown zone). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
