export { bills } from './bills.table';
export { createBillsRepository } from './bills.repository';
export { createBillsService, type BillsService } from './bills.service';
export { billsRouter } from './bills.router';
