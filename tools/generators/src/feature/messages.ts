import type { SpanishWords } from '../lib/spanish';

export interface FeatureWords {
  /** The screen's heading, in English and in Spanish. */
  title: string;
  titleEs: string;
  /** "Seed packet", "seed packet", "seed packets" */
  ItemLabel: string;
  itemLabel: string;
  featureLabel: string;
  es: SpanishWords;
}

/**
 * The generated screen's words (ADR 0023): `messages/en.json` and `es.json` of the feature, the same keys in both,
 * Spanish with tú. What the API answers (validation, "… not found") comes from libs/contracts/src/i18n instead.
 */
export function featureMessages(words: FeatureWords): {
  en: Record<string, string>;
  es: Record<string, string>;
} {
  const { es } = words;
  const en = {
    'screen.title': words.title,
    'screen.description': 'Everything the family keeps here, newest first.',
    add: `Add ${words.ItemLabel}`,
    loading: `Loading ${words.featureLabel}`,
    'error.load': `Could not load ${words.featureLabel}`,
    'empty.title': `No ${words.featureLabel} yet`,
    'empty.organiser': `Add the first one with “Add ${words.ItemLabel}”.`,
    'empty.member': 'A parent can add the first one.',
    loadMore: 'Load more',
    loadMoreError: `Could not load more ${words.featureLabel}`,
    'delete.title': 'Delete {name}?',
    'delete.description': 'This cannot be undone.',
    'toast.deleted': `${words.ItemLabel} deleted`,
    'toast.deletedBody': '{name} was removed.',
    'toast.deleteFailed': `Failed to delete ${words.itemLabel}`,
    'form.addTitle': `Add ${words.ItemLabel}`,
    'form.editTitle': `Edit ${words.ItemLabel}`,
    'form.addDescription': `Add a ${words.itemLabel} for the family.`,
    'form.editDescription': `Change this ${words.itemLabel}.`,
    'form.saved': `${words.ItemLabel} saved`,
    'form.name': 'Name',
    'form.notes': 'Notes',
  };
  const spanish: Record<keyof typeof en, string> = {
    'screen.title': words.titleEs,
    'screen.description': 'Todo lo que la familia guarda aquí, lo más reciente primero.',
    add: `Añadir ${es.item}`,
    loading: `Cargando ${es.items}`,
    'error.load': `No se pudieron cargar ${es.theItems}`,
    'empty.title': `No hay ${es.items} todavía`,
    'empty.organiser': `Añade ${es.theFirst} con «Añadir ${es.item}».`,
    'empty.member': `Un adulto puede añadir ${es.theFirst}.`,
    loadMore: 'Cargar más',
    loadMoreError: `No se pudieron cargar más ${es.items}`,
    'delete.title': '¿Eliminar «{name}»?',
    'delete.description': 'No se puede deshacer.',
    'toast.deleted': es.deleted,
    'toast.deletedBody': '«{name}» se ha eliminado.',
    'toast.deleteFailed': `No se pudo eliminar ${es.theItem}`,
    'form.addTitle': `Añadir ${es.item}`,
    'form.editTitle': `Editar ${es.item}`,
    'form.addDescription': `Añade ${es.anItem} para la familia.`,
    'form.editDescription': `Cambia ${es.thisItem}.`,
    'form.saved': es.saved,
    'form.name': 'Nombre',
    'form.notes': 'Notas',
  };
  return { en, es: spanish };
}

/**
 * The Spanish of the parts the API's sentence templates fill in for the feature (libs/contracts/src/i18n/es.ts):
 * "{thing} not found" with its item, "Only parents and admins can {action}" with changing its items.
 */
export function featureApiTranslations(words: FeatureWords): Record<string, string> {
  return {
    [words.ItemLabel]: words.es.Item,
    [`change ${words.featureLabel}`]: `cambiar ${words.es.items}`,
  };
}
