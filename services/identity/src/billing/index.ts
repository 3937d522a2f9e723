// What app.ts wires: the billing service and its routes, and the payment provider it charges.
export { billingRouter } from './billing.router';
export { createBillingService, type BillingService } from './billing.service';
export type { PaymentProvider } from './payment-provider';
export { paymentProviderFromEnv } from './provider-from-env';
