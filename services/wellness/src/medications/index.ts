// What the medications feature offers to the rest of the service (the tables: forgetting a member).
export { medicationLogs, medications } from './medications.table';
