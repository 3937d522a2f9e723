import { lazy } from 'react';
import type { RemoteWidgets } from '@familyhub/ui';
import './styles.css';

/**
 * What the planning remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by
 * the widget ids of the domain catalogue, each loaded when the dashboard first draws it.
 */
const widgets: RemoteWidgets = {
  'todays-tasks': lazy(() =>
    import('./features/tasks/components/todays-tasks-card').then((m) => ({ default: m.TodaysTasksWidget })),
  ),
  'shopping-list': lazy(() =>
    import('./features/shopping/components/shopping-list-card').then((m) => ({
      default: m.ShoppingListCard,
    })),
  ),
  calendar: lazy(() =>
    import('./features/calendar/components/calendar-card').then((m) => ({ default: m.CalendarCard })),
  ),
  'family-messages': lazy(() =>
    import('./features/messages/components/family-messages-card').then((m) => ({
      default: m.FamilyMessagesCard,
    })),
  ),
};

export default widgets;
