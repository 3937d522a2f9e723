/**
 * The pseudo-locale (issue #35): English with accented letters, lengthened by about a third and bracketed, so a
 * string that did not come from a catalogue stands out on the screen, and a layout that cannot take a longer
 * language shows it. Placeholders ({name}), plural forms and tags (<0>…</0>) are kept as they are.
 */
const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Opens and closes every pseudo-localised message, so a check can tell catalogue text from any other. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

function accentText(text: string): string {
  // Tags such as <0> and </0> stay as they are: they place components.
  return text.replace(/<\/?\d+\/?>|[A-Za-z]/g, (match) =>
    match.length === 1 ? (accents[match] ?? match) : match,
  );
}

/** One compiled message (Lingui's array form) in the pseudo-locale. */
function pseudoTokens(tokens: unknown): unknown {
  if (typeof tokens === 'string') return accentText(tokens);
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : accentText(token);
    if (!Array.isArray(token)) return token;
    const [name, type, format] = token as [string, string?, unknown?];
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      const forms = Object.fromEntries(
        Object.entries(format as Record<string, unknown>).map(([key, value]) => [key, pseudoTokens(value)]),
      );
      return [name, type, forms];
    }
    return token;
  });
}

/** A compiled message in the pseudo-locale: accented, a third longer (· padding), bracketed. */
export function pseudoMessage(compiled: unknown): unknown {
  const tokens = Array.isArray(compiled) ? compiled : [compiled];
  const length = tokens.reduce<number>(
    (sum, token) => sum + (typeof token === 'string' ? token.length : 4),
    0,
  );
  const padding = '·'.repeat(Math.max(1, Math.round(length / 3)));
  return [PSEUDO_OPEN, ...(pseudoTokens(tokens) as unknown[]), padding, PSEUDO_CLOSE];
}
