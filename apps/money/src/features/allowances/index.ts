export { AllowanceScreen } from './components/allowance-screen';
export { useAllowances } from './api/allowances-api';
export { AllowanceCard } from './components/allowance-card';
