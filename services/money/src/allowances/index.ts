export { allowances, allowanceTransactions, type AllowanceTransactionRow } from './allowances.table';
export { createAllowancesRepository, type AllowancesRepository } from './allowances.repository';
export {
  createAllowancesService,
  toAllowanceTransaction,
  type AllowancesService,
} from './allowances.service';
export { allowancesRouter } from './allowances.router';
export {
  ALLOWANCE_JOB_INTERVAL_MS,
  createAllowanceCreditsJob,
  type AllowanceCreditsJob,
} from './allowance-credits.job';
export { forgetAllowancesOf } from './forget-member';
