/** Empty controls mean "none". */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
