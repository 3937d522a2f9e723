import { lazy, type ComponentType } from 'react';
import './styles.css';

/**
 * What the planning remote exposes as `./screens` (docs/architecture.md): route path → screen,
 * each loaded on first visit.
 */
const screens: Record<string, ComponentType> = {
  '/dashboard': lazy(() =>
    import('./features/dashboard/components/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
  ),
  '/tasks': lazy(() =>
    import('./features/tasks/components/tasks-screen').then((m) => ({ default: m.TasksScreen })),
  ),
  '/calendar': lazy(() =>
    import('./features/calendar/components/calendar-screen').then((m) => ({ default: m.CalendarScreen })),
  ),
  '/messages': lazy(() =>
    import('./features/messages/components/messages-screen').then((m) => ({ default: m.MessagesScreen })),
  ),
  '/shopping': lazy(() =>
    import('./features/shopping/components/shopping-screen').then((m) => ({ default: m.ShoppingScreen })),
  ),
};

export default screens;
