import type { Formats } from '@familyhub/ui/i18n';

/** "1.5 kg", "3 pieces" ("1,5 kg" in Spanish): a quantity in the member's numbers, with the unit the family wrote. */
export function formatQuantity(formats: Pick<Formats, 'number'>, quantity: number, unit: string): string {
  return `${formats.number(quantity, { maximumFractionDigits: 3 })} ${unit}`;
}
