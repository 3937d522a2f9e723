// Standalone dev host (`nx serve school-app`): stands in for the shell so the school team can work alone.
import { createQueryClient } from '@familyhub/api-client';
import { renderDevHost } from '@familyhub/ui';
import screens from './screens';
import './dev-host.css';

renderDevHost({ domain: 'school', screens, queryClient: createQueryClient() });
