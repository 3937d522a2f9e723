// Standalone dev host (`nx serve home-app`): stands in for the shell so the home team can work alone.
import { createQueryClient } from '@familyhub/api-client';
import { renderDevHost } from '@familyhub/ui';
import screens from './screens';
import './dev-host.css';

renderDevHost({ domain: 'home', screens, queryClient: createQueryClient() });
