/** An optional text control: empty means none. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
