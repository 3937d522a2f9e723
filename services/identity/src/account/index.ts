// What app.ts wires: the family's data export and account deletion.
export { createAccountRepository } from './account.repository';
export { accountRouter } from './account.router';
export { createAccountDeletionService, type AccountDeletionService } from './account-deletion.service';
export { createDataExportService, type DataExportService } from './data-export.service';
