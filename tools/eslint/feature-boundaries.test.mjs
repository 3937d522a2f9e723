import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './feature-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const file = (relative) => path.join(process.cwd(), relative);
const tasksScreen = file('apps/planning/src/features/tasks/components/tasks-screen.tsx');
const eventsService = file('services/planning/src/events/events.service.ts');

ruleTester.run('feature-boundaries', featureBoundaries, {
  valid: [
    // inside one feature
    { filename: tasksScreen, code: "import { useTasks } from '../api/use-tasks';" },
    // another feature's public face: its folder (index.ts) or the index file itself
    { filename: tasksScreen, code: "import { CalendarCard } from '../../calendar';" },
    { filename: tasksScreen, code: "import { CalendarCard } from '../../calendar/index';" },
    { filename: tasksScreen, code: "export { CalendarCard } from '../../calendar/index.ts';" },
    // shared folders are open to every feature
    { filename: tasksScreen, code: "import { QueryList } from '../../shared/query-list';" },
    { filename: eventsService, code: "import { setupPlanningApi } from '../testing/planning-api';" },
    // outside the features folder of the same project, libraries and packages
    { filename: tasksScreen, code: "import { fakeApi } from '../../../testing/fake-api';" },
    { filename: tasksScreen, code: "import { Button } from '@familyhub/ui';" },
    { filename: eventsService, code: "import { schema } from '../schema';" },
    // files that are not inside a feature compose the features and may reach anywhere
    {
      filename: file('apps/planning/src/screens.tsx'),
      code: "const Tasks = import('./features/tasks/components/tasks-screen');",
    },
    {
      filename: file('services/planning/src/app.ts'),
      code: "import { tasksRouter } from './tasks/tasks.router';",
    },
    // a project's features are not another project's features (module boundaries are @nx's business)
    {
      filename: file('apps/shell/src/features/settings/settings-page.tsx'),
      code: "import { x } from '../../../../planning/src/features/tasks/x';",
    },
    // configurable shared folders
    {
      filename: tasksScreen,
      code: "import { money } from '../../common/money';",
      options: [{ sharedFolders: ['common'] }],
    },
  ],
  invalid: [
    {
      filename: tasksScreen,
      code: "import { CalendarCard } from '../../calendar/components/calendar-card';",
      errors: [
        {
          messageId: 'internals',
          data: {
            source: '../../calendar/components/calendar-card',
            feature: 'calendar',
            publicFace: '../../calendar',
            shared: 'shared, testing',
          },
        },
      ],
    },
    {
      filename: file('apps/planning/src/features/tasks/tasks-screen.test.tsx'),
      code: "import { days } from '../calendar/calendar-days';",
      errors: [
        {
          message:
            "'../calendar/calendar-days' reaches into feature 'calendar'. Import from '../calendar' (its index.ts exports what other features may use), or move the shared piece to a shared folder (shared, testing).",
        },
      ],
    },
    {
      filename: eventsService,
      code: "import type { AlertHooks } from '../alerts/alerts.service';",
      errors: [{ messageId: 'internals' }],
    },
    // every way a module can name another: re-exports, dynamic import, require
    {
      filename: eventsService,
      code: "export { alerts } from '../alerts/alerts.table';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: eventsService,
      code: "export * from '../alerts/alerts.table';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: eventsService,
      code: "const alerts = import('../alerts/alerts.table');",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: eventsService,
      code: "const alerts = require('../alerts/alerts.table');",
      errors: [{ messageId: 'internals' }],
    },
    // a shared folder is open, but it too uses features only through their public face
    {
      filename: file('apps/planning/src/features/shared/query-list.tsx'),
      code: "import { serverMessage } from '../tasks/api/server-message';",
      errors: [{ messageId: 'internals' }],
    },
    // a folder named like a feature's index is still inside the feature
    {
      filename: tasksScreen,
      code: "import { x } from '../../calendar/index/x';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: tasksScreen,
      code: "import { QueryList } from '../../shared/query-list';",
      options: [{ sharedFolders: [] }],
      errors: [{ messageId: 'internals' }],
    },
  ],
});
