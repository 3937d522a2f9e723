export { BillsScreen } from './components/bills-screen';
export { useNextBills } from './api/bills-api';
export { NextBillsCard } from './components/next-bills-card';
