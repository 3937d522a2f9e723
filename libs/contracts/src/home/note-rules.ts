// A note's categories without zod: the notes page needs them at start, zod loads with the first form (issue #34).
// The schema file re-exports them beside the schemas.

/** A private note's categories (spec 001 §3: personal by default). */
export const noteCategories = ['personal', 'household', 'gifts', 'medical', 'passwords'] as const;

export type NoteCategory = (typeof noteCategories)[number];

export const noteCategoryLabels: Record<NoteCategory, string> = {
  personal: 'Personal',
  household: 'Household',
  gifts: 'Gifts',
  medical: 'Medical',
  passwords: 'Passwords',
};
