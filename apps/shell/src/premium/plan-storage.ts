import { plans, type Plan } from '@familyhub/contracts';

/** Spec 000 §3: the plan in force and the plan chosen for checkout live in local storage. */
export const PLAN_STORAGE_KEY = 'subscriptionPlan';
export const SELECTED_PLAN_STORAGE_KEY = 'selectedPlan';

function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (plans as readonly string[]).includes(value);
}

function read(key: string): Plan | null {
  try {
    const value = window.localStorage.getItem(key);
    return isPlan(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: Plan): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the plan still applies for this visit.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode): nothing was stored then.
  }
}

/** Spec 000 §4: read at start only when the stored value is one of free, monthly, annual. */
export const readStoredPlan = () => read(PLAN_STORAGE_KEY);
export const storePlan = (plan: Plan) => write(PLAN_STORAGE_KEY, plan);
/** At sign-out the family's plan is no longer anyone's on this browser. */
export const clearStoredPlan = () => remove(PLAN_STORAGE_KEY);
export const readSelectedPlan = () => read(SELECTED_PLAN_STORAGE_KEY);
export const storeSelectedPlan = (plan: Plan) => write(SELECTED_PLAN_STORAGE_KEY, plan);
