import { lazy } from 'react';
import type { RemoteWidgets } from '@familyhub/ui';
import './styles.css';

/**
 * What the school remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
 * widget ids of the domain catalogue, each loaded when the dashboard first draws it.
 */
const widgets: RemoteWidgets = {
  documents: lazy(() =>
    import('./features/documents/components/documents-card').then((m) => ({ default: m.DocumentsCard })),
  ),
};

export default widgets;
