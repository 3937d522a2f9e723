export { journalEntries, journalEntryShares } from './journal.table';
export { createJournalRepository, type JournalRepository } from './journal.repository';
export { journalRouter } from './journal.router';
export { createJournalService, type JournalService } from './journal.service';
