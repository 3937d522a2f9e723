import { lazy } from 'react';
import type { RemoteWidgets } from '@familyhub/ui';
import './styles.css';

/**
 * What the wellness remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
 * widget ids of the domain catalogue, each loaded when the dashboard first draws it.
 */
const widgets: RemoteWidgets = {
  'wellness-center': lazy(() =>
    import('./features/dashboard/wellness-center-card').then((m) => ({ default: m.WellnessCenterCard })),
  ),
  'me-time': lazy(() => import('./features/dashboard/me-time-card').then((m) => ({ default: m.MeTimeCard }))),
};

export default widgets;
