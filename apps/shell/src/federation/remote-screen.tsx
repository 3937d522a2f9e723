import * as React from 'react';
import type { DomainRegistration } from '@familyhub/contracts';
import { ErrorPanel, Skeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../layout/nav-labels/nav-labels';
import { FIRST_PAINT_HEADER_ATTRIBUTE, firstPaintHeaderOf } from './first-paint-header';
import { federationMessages } from './messages';
import {
  loadScreens,
  peekScreens,
  RemoteContractError,
  resetRemote,
  type RemoteScreens,
} from './remote-runtime';

interface BoundaryProps {
  domain: DomainRegistration;
  onRetry: () => void;
  children: React.ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** Keeps a screen that throws inside the content area: the sidebar, header and other domains keep working. */
class RemoteErrorBoundary extends React.Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ScreenCrashed domain={this.props.domain} error={error} onRetry={this.props.onRetry} />;
  }
}

function ScreenCrashed({
  domain,
  error,
  onRetry,
}: {
  domain: DomainRegistration;
  error: Error;
  onRetry: () => void;
}) {
  const t = useMessages(federationMessages);
  const name = useNavLabels().domain(domain.id, domain.name);
  return (
    <ErrorPanel
      title={t('unavailable', { domain: name })}
      message={t('crashed', { error: error.message })}
      onRetry={onRetry}
    />
  );
}

/**
 * A screen while its code loads; also a fallback, so it never waits for messages (the catalogue's own `t`). `header`
 * is the page header drawn in the page's first HTML answer (first-paint-header.ts): shown as it is, in place of the
 * skeleton's first two lines, so the page keeps it until the remote draws its own (issue #34). Busy, so a person's
 * screen reader, and a test, know the page is not drawn yet.
 */
export function RemoteScreenSkeleton({ header }: { header?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={federationMessages.t('loading')} className="grid gap-4">
      {header ? (
        <div {...{ [FIRST_PAINT_HEADER_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: header }} />
      ) : (
        <>
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-96 max-w-full" />
        </>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; screens: RemoteScreens } | { status: 'failed'; error: Error };

function initialState(domainId: string): LoadState {
  const screens = peekScreens(domainId);
  return screens ? { status: 'ready', screens } : { status: 'loading' };
}

/** Renders the screen a domain's remote provides for `path`, loading the remote on first use. */
export function RemoteScreen({ domain, path }: { domain: DomainRegistration; path: string }) {
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<LoadState>(() => initialState(domain.id));
  const t = useMessages(federationMessages);
  const name = useNavLabels().domain(domain.id, domain.name);

  React.useEffect(() => {
    let current = true;
    const ready = peekScreens(domain.id);
    // Each keeps the state it already holds (the first render's), so React does not draw the page again right after
    // drawing it: a whole screen on a visit to another page of a loaded domain (issue #34).
    if (ready) {
      setState((was) =>
        was.status === 'ready' && was.screens === ready ? was : { status: 'ready', screens: ready },
      );
      return;
    }
    setState((was) => (was.status === 'loading' ? was : { status: 'loading' }));
    loadScreens(domain.id).then(
      (screens) => current && setState({ status: 'ready', screens }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [domain.id, attempt]);

  if (state.status === 'loading') return <RemoteScreenSkeleton header={firstPaintHeaderOf(path)} />;
  if (state.status === 'failed') {
    return (
      <ErrorPanel
        title={t('unavailable', { domain: name })}
        message={
          <>
            {state.error instanceof RemoteContractError
              ? t('incompatible', { domain: name })
              : t('loadFailed')}
            <details className="mt-2 text-start text-xs">
              <summary className="cursor-pointer">{t('technicalDetails')}</summary>
              <span className="break-all">{state.error.message}</span>
            </details>
          </>
        }
        onRetry={() => {
          // A failed fetch may be cached by the federation runtime: drop it so Retry goes back to the network.
          resetRemote(domain);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  const Screen = state.screens[path];
  if (!Screen) {
    return (
      <ErrorPanel
        title={t('unavailable', { domain: name })}
        message={t('noScreen', { domain: name, path })}
      />
    );
  }
  return (
    <RemoteErrorBoundary key={`${path}:${attempt}`} domain={domain} onRetry={() => setAttempt((n) => n + 1)}>
      <React.Suspense fallback={<RemoteScreenSkeleton header={firstPaintHeaderOf(path)} />}>
        <Screen />
      </React.Suspense>
    </RemoteErrorBoundary>
  );
}
