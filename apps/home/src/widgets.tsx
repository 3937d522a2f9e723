import { lazy } from 'react';
import { ComingSoonWidget, type RemoteWidgets, type WidgetProps } from '@familyhub/ui';
import './styles.css';

/** What each card not built yet will show (no sample data until then). */
const promises: Record<string, string> = {
  'meal-planning': "This week's planned meals will show here.",
};

function comingSoon(id: string, promise: string) {
  const Card = ({ title, path }: WidgetProps) => (
    <ComingSoonWidget title={title} path={path} promise={promise} />
  );
  Card.displayName = `ComingSoonWidget(${id})`;
  return Card;
}

/**
 * What the home remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
 * widget ids of the domain catalogue, each loaded when the dashboard first draws it.
 */
const widgets: RemoteWidgets = {
  ...Object.fromEntries(Object.entries(promises).map(([id, promise]) => [id, comingSoon(id, promise)])),
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
