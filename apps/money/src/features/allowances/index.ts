export { AllowanceScreen } from './components/allowance-screen';
export { useAllowances } from './api/get-allowances';
export { AllowanceCard } from './components/allowance-card';
