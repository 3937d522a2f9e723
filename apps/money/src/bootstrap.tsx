// Standalone dev host (`nx serve money-app`): stands in for the shell so the money team can work alone.
import { createQueryClient } from '@familyhub/api-client';
import { renderDevHost } from '@familyhub/ui';
import screens from './screens';
import './dev-host.css';

renderDevHost({ domain: 'money', screens, queryClient: createQueryClient() });
