import { lazy } from 'react';
import type { RemoteWidgets } from '@familyhub/ui';
import './styles.css';

/**
 * What the money remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
 * widget ids of the domain catalogue, each loaded when the dashboard first draws it. Each card comes from its own
 * file: a dynamic import of a feature's index brings the whole feature, its forms with react-hook-form and zod.
 */
const widgets: RemoteWidgets = {
  'grocery-budget': lazy(() =>
    import('./features/grocery/components/grocery-budget-card').then((m) => ({
      default: m.GroceryBudgetCard,
    })),
  ),
  bills: lazy(() =>
    import('./features/bills/components/next-bills-card').then((m) => ({ default: m.NextBillsCard })),
  ),
  allowance: lazy(() =>
    import('./features/allowances/components/allowance-card').then((m) => ({ default: m.AllowanceCard })),
  ),
};

export default widgets;
