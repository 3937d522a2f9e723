export { BillsScreen } from './components/bills-screen';
export { useNextBills } from './api/get-next-bills';
export { NextBillsCard } from './components/next-bills-card';
