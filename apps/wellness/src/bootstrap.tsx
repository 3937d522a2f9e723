// Standalone dev host (`nx serve wellness-app`): stands in for the shell so the wellness team can work alone.
import { createQueryClient } from '@familyhub/api-client';
import { renderDevHost } from '@familyhub/ui';
import screens from './screens';
import './dev-host.css';

renderDevHost({ domain: 'wellness', screens, queryClient: createQueryClient() });
