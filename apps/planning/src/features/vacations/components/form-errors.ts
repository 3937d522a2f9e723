/** Empty text means "none". */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text);
