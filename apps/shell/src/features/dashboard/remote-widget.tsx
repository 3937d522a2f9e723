import * as React from 'react';
import type { DomainRegistration, WidgetEntry } from '@familyhub/contracts';
import { DashboardCard, ErrorPanel, WidgetSkeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../../layout/nav-labels/nav-labels';
import { peekRemoteModule, type RemoteWidgets } from '../../federation/remote-runtime';
import { dashboardMessages } from './messages';
import { cardDrawn, loadCardWidgets, waitsForFirstCard } from './preload-widgets';

interface BoundaryProps {
  title: string;
  children: React.ReactNode;
}

/** One card that throws while drawing stays one broken card: the rest of the dashboard keeps working. */
class WidgetErrorBoundary extends React.Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <WidgetError
        title={this.props.title}
        crash={this.state.error}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

/** A card that could not be drawn: its code did not load, or it stopped with `crash`. */
function WidgetError({ title, crash, onRetry }: { title: string; crash?: Error; onRetry: () => void }) {
  const t = useMessages(dashboardMessages);
  const message = crash ? t('card.crashed', { error: crash.message }) : t('card.loadFailed');
  return (
    <section role="region" aria-label={title} className="min-w-0">
      <ErrorPanel
        title={t('card.unavailable', { title })}
        message={message}
        onRetry={onRetry}
        className="h-full py-6"
      />
    </section>
  );
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; widgets: RemoteWidgets } | { status: 'failed'; error: Error };

/**
 * Cards whose own code has drawn on this page. Their lazy component has resolved, so drawing one again (a return to
 * the dashboard) cannot suspend; any other card is switched to in a transition (below).
 */
const drawnWidgets = new WeakSet<object>();

/** Ready to draw at once, without suspending: a remote that provides no such card, or a card that has drawn before. */
function drawsAtOnce(widgets: RemoteWidgets, widget: WidgetEntry): boolean {
  const Widget = widgets[widget.id];
  return !Widget || drawnWidgets.has(Widget);
}

/** A dashboard card drawn by its domain's remote (`<domain>/widgets`), loaded on first use. */
export function RemoteWidget({ domain, widget }: { domain: DomainRegistration; widget: WidgetEntry }) {
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<LoadState>(() => {
    const ready = peekRemoteModule(domain.id, 'widgets');
    return ready && drawsAtOnce(ready, widget) ? { status: 'ready', widgets: ready } : { status: 'loading' };
  });

  React.useEffect(() => {
    let current = true;
    // A transition: while the card's own code (a lazy component) loads, the skeleton already shown stays, and the
    // card appears the moment that code arrives. As a plain update it showed the Suspense fallback instead, and
    // React holds back revealing a fallback's content until 300 ms after the last fallback appeared (issue #16) —
    // also when the remote had loaded before the card mounted (a warm visit) but the card's own code had not.
    const show = (widgets: RemoteWidgets) =>
      current &&
      React.startTransition(() =>
        setState((was) =>
          was.status === 'ready' && was.widgets === widgets ? was : { status: 'ready', widgets },
        ),
      );
    const ready = peekRemoteModule(domain.id, 'widgets');
    if (ready && !waitsForFirstCard(domain.id, widget.id)) {
      show(ready);
    } else {
      // Already loading on a first visit: keeping the same state lets React skip drawing every card again. A new
      // object here re-drew the dashboard's dozen cards in one blocking render right after the first (issue #34).
      if (!ready) setState((was) => (was.status === 'loading' ? was : { status: 'loading' }));
      loadCardWidgets(domain.id, widget.id).then(show, (error: unknown) => {
        if (current)
          setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
    }
    return () => {
      current = false;
    };
  }, [domain.id, widget.id, attempt]);

  const failed = state.status === 'failed';
  React.useEffect(() => {
    if (failed) cardDrawn(domain.id, widget.id);
  }, [failed, domain.id, widget.id]);

  if (state.status === 'failed') {
    return <WidgetError title={widget.title} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  // One Suspense boundary from the first render on, showing the skeleton as its content while the remote loads, so
  // the switch to the card (a transition) keeps that skeleton instead of falling back.
  return (
    <WidgetErrorBoundary key={attempt} title={widget.title}>
      <React.Suspense fallback={<WidgetSkeleton title={widget.title} />}>
        {state.status === 'loading' ? (
          <WidgetSkeleton title={widget.title} />
        ) : (
          <LoadedWidget domain={domain} widget={widget} widgets={state.widgets} />
        )}
      </React.Suspense>
    </WidgetErrorBoundary>
  );
}

function LoadedWidget({
  domain,
  widget,
  widgets,
}: {
  domain: DomainRegistration;
  widget: WidgetEntry;
  widgets: RemoteWidgets;
}) {
  const Widget = widgets[widget.id];
  const t = useMessages(dashboardMessages);
  const labels = useNavLabels();
  // Runs once the card's own code has arrived and it is on the page (a suspended card commits nothing).
  React.useEffect(() => {
    if (Widget) drawnWidgets.add(Widget);
    cardDrawn(domain.id, widget.id);
  }, [Widget, domain.id, widget.id]);
  if (!Widget) {
    return (
      <DashboardCard
        title={widget.title}
        link={{ to: widget.path, label: t('card.goTo', { title: widget.title }) }}
      >
        <p className="text-sm text-muted-foreground">
          {t('card.notProvided', { domain: labels.domain(domain.id, domain.name) })}
        </p>
      </DashboardCard>
    );
  }
  return <Widget title={widget.title} path={widget.path} />;
}
