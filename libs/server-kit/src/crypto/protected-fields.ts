/**
 * Every field stored encrypted today, by owning service and table. The owning repositories take their field
 * lists from here, so the list that `GET /api/encryption/status` reports is the list that is really encrypted.
 * A new domain adds its entry here and seals/opens those fields in its repository (docs/architecture.md).
 */
export const protectedFields = {
  emergencyContacts: {
    scope: 'planning.emergency_contacts',
    fields: ['phoneNumber', 'alternatePhone', 'address', 'notes'],
  },
  schoolDocuments: {
    scope: 'school.school_documents',
    fields: ['description'],
  },
  wellnessMedications: {
    scope: 'wellness.medications',
    fields: ['name', 'dosage', 'instructions'],
  },
  wellnessMoods: {
    scope: 'wellness.moods',
    fields: ['notes'],
  },
  homework: {
    scope: 'school.homework',
    fields: ['notes'],
  },
  moneyBills: {
    scope: 'money.bills',
    fields: ['accountNumber'],
  },
  homePets: {
    scope: 'home.pets',
    fields: ['microchipId', 'vetName', 'vetPhone'],
  },
  twoFactorSecrets: {
    scope: 'identity.users',
    fields: ['twoFactorSecret'],
  },
} as const;

/**
 * Fields sealed for one member rather than the family (issue #33): a private note or a journal entry under a key of
 * its own, a check-in's scores and answers under a context bound to its author. The family export and the shared
 * re-encryption pass them by (they know only the family's context); their own service opens, exports and rotates
 * them.
 */
export const memberSealedFields = {
  privateNotes: { scope: 'home.private_notes', fields: ['title', 'content'] },
  journalEntries: { scope: 'wellness.journal_entries', fields: ['title', 'content', 'tags'] },
  checkins: { scope: 'wellness.mental_health_checkins', fields: ['scores', 'responses'] },
} as const;

/** "planning.emergency_contacts.phoneNumber", … — the names the encryption status answer lists. */
export function protectedFieldNames(): string[] {
  return [...Object.values(protectedFields), ...Object.values(memberSealedFields)].flatMap(
    ({ scope, fields }) => fields.map((field) => `${scope}.${field}`),
  );
}
