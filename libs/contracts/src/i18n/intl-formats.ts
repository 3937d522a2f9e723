/**
 * One Intl formatter per locale and options, made on first use and kept: building one costs far more than formatting
 * with it (issue #34: a screen formats hundreds of dates and amounts as it draws; the server words every message).
 * `locale` undefined is the runtime's own.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(
    `date|${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return kept(
    `number|${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}
