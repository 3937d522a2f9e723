import { capitalise } from './names';

/**
 * A Spanish noun as a generator is given it, with its definite article ("el paquete de semillas", "las plantas"):
 * the article carries the gender that the generated sentences agree with ("Planta guardada", "la primera").
 */
export interface SpanishNoun {
  /** With its article: "la planta". */
  withArticle: string;
  /** Without it: "planta". */
  noun: string;
  feminine: boolean;
}

/** Text that goes into an ICU message as it is: braces would open a placeholder. */
export function assertPlainText(option: string, text: string): void {
  if (!text.trim()) throw new Error(`--${option} is empty`);
  if (/[{}]/.test(text))
    throw new Error(`--${option} cannot hold { or } (they open a message's placeholder)`);
}

/** `--itemEs "la planta"` (singular: el/la) or `--nameEs "las plantas"` (plural: los/las). */
export function spanishNoun(option: string, text: string | undefined, plural: boolean): SpanishNoun {
  const articles = plural ? 'los|las' : 'el|la';
  const example = plural ? 'los paquetes de semillas, las plantas' : 'el paquete de semillas, la planta';
  const match = new RegExp(`^(${articles}) (\\S.*)$`).exec(text?.trim() ?? '');
  if (!match) {
    throw new Error(
      `--${option} is the Spanish ${plural ? 'plural' : 'singular'} with its article (${example})`,
    );
  }
  assertPlainText(option, match[2]);
  return { withArticle: `${match[1]} ${match[2]}`, noun: match[2], feminine: match[1].startsWith('la') };
}

/** The words a generated feature's Spanish screen and sentences are made of, agreeing with the item's gender. */
export function spanishWords(item: SpanishNoun, items: SpanishNoun) {
  if (item.feminine !== items.feminine) {
    throw new Error(`"${item.withArticle}" and "${items.withArticle}" differ in gender`);
  }
  const ending = item.feminine ? 'a' : 'o';
  return {
    /** "la planta" */
    theItem: item.withArticle,
    /** "planta" */
    item: item.noun,
    /** "Planta" */
    Item: capitalise(item.noun),
    /** "las plantas" */
    theItems: items.withArticle,
    /** "plantas" */
    items: items.noun,
    /** "una planta" */
    anItem: `${item.feminine ? 'una' : 'un'} ${item.noun}`,
    /** "esta planta" */
    thisItem: `${item.feminine ? 'esta' : 'este'} ${item.noun}`,
    /** "la primera" */
    theFirst: `${item.feminine ? 'la' : 'el'} primer${ending}`,
    /** "Planta guardada" */
    saved: `${capitalise(item.noun)} guardad${ending}`,
    /** "Planta eliminada" */
    deleted: `${capitalise(item.noun)} eliminad${ending}`,
  };
}
export type SpanishWords = ReturnType<typeof spanishWords>;
