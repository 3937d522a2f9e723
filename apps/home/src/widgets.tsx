import { lazy } from 'react';
import type { RemoteWidgets } from '@familyhub/ui';
import './styles.css';

/**
 * What the home remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
 * widget ids of the domain catalogue, each loaded when the dashboard first draws it.
 */
const widgets: RemoteWidgets = {
  'meal-planning': lazy(() =>
    import('./features/dashboard/meal-planning-card').then((m) => ({ default: m.MealPlanningCard })),
  ),
  chores: lazy(() => import('./features/dashboard/chores-card').then((m) => ({ default: m.ChoresCard }))),
  cleaning: lazy(() =>
    import('./features/dashboard/cleaning-card').then((m) => ({ default: m.CleaningCard })),
  ),
  maintenance: lazy(() =>
    import('./features/dashboard/maintenance-card').then((m) => ({ default: m.MaintenanceCard })),
  ),
  'pet-center': lazy(() =>
    import('./features/dashboard/pet-center-card').then((m) => ({ default: m.PetCenterCard })),
  ),
  rewards: lazy(() => import('./features/dashboard/rewards-card').then((m) => ({ default: m.RewardsCard }))),
};

export default widgets;
