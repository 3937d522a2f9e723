// What the medications feature offers to the rest of the service (the tables: forgetting a member; the rest: app.ts).
export { medicationLogs, medications } from './medications.table';
export { createMedicationsRepository } from './medications.repository';
export { medicationsRouter } from './medications.router';
export { createMedicationsService, type MedicationsService } from './medications.service';
export { missedDoseAlerts } from './missed-doses';
