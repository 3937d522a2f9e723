/**
 * The API's sentences in the caller's language (issue #35, ADR 0023): an error's `message`, and the contracts'
 * validation messages a form shows. The English sentence is the message's key, as gettext and Lingui's own
 * generated ids do, so the English rendering is exactly what it was, and the stable `error` code is untouched.
 * A catalogue maps each sentence to its translation; a key with `{placeholders}` is a template for every sentence
 * of its shape ("{thing} not found" → "No se encontró: {thing}"), and each placeholder's value is translated in
 * turn ("Family member" → "Miembro de la familia"). A sentence with no translation stays in English.
 */
export type MessageCatalogueData = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const compiled = new WeakMap<MessageCatalogueData, Template[]>();

function templatesOf(catalogue: MessageCatalogueData): Template[] {
  let templates = compiled.get(catalogue);
  if (!templates) {
    templates = Object.entries(catalogue)
      .filter(([key]) => /\{\w+\}/.test(key))
      .map(([key, translation]) => {
        const names: string[] = [];
        const source = key
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(name);
            return '(.+?)';
          })
          .join('');
        return { pattern: new RegExp(`^${source}$`), names, translation };
      })
      // The most specific template first: the one with the most fixed text.
      .sort((a, b) => b.pattern.source.length - a.pattern.source.length);
    compiled.set(catalogue, templates);
  }
  return templates;
}

/** `message` in the catalogue's language; unchanged when the catalogue has nothing for it (or for English). */
export function translateMessage(message: string, catalogue: MessageCatalogueData | undefined): string {
  if (!catalogue || !message) return message;
  return translate(message, catalogue, 0);
}

/**
 * The parts of `message` the catalogue leaves in English: the whole sentence, or a template's filled-in part
 * ("Pet" in "Pet not found"). Parts without words (numbers, dates like 2026-11-22T09:00:00Z, `⟦1⟧` stand-ins) need no translation.
 */
export function untranslatedParts(message: string, catalogue: MessageCatalogueData): string[] {
  const missing: string[] = [];
  translate(message, catalogue, 0, missing);
  return missing.filter((part) => /[A-Za-z]{2}/.test(part));
}

function translate(
  message: string,
  catalogue: MessageCatalogueData,
  depth: number,
  missing?: string[],
): string {
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  if (depth <= 2) {
    for (const template of templatesOf(catalogue)) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(
        template.names.map((name, index) => [
          name,
          translate(match[index + 1], catalogue, depth + 1, missing),
        ]),
      );
      return template.translation.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
    }
  }
  missing?.push(message);
  return message;
}
