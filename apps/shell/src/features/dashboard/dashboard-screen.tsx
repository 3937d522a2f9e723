import type { ReactNode } from 'react';
import { useSession } from '@familyhub/api-client';
import { dashboardWidgets, defaultWidgetHeightRem, type DomainRegistration } from '@familyhub/contracts';
import { ErrorPanel, LockedWidget, WidgetSkeleton, cn } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useDomains } from '../../federation/domains-context';
import { financesBarred } from '../../layout/nav-access';
import { useNavLabels } from '../../layout/nav-labels/nav-labels';
import { usePremium } from '../../premium/premium-context';
import { DashboardHeading } from './dashboard-heading';
import { dashboardMessages } from './messages';
import { RemoteWidget } from './remote-widget';

type Widget = (typeof dashboardWidgets)[number];

/**
 * One card's place in the grid. A card still to be drawn by its remote (its skeleton, then the card) keeps the card's
 * height from the first paint, so its code and data arriving move nothing below it (issue #16: layout shift); the card
 * fills its place.
 */
function Cell({ widget, reserve, children }: { widget: Widget; reserve: boolean; children: ReactNode }) {
  return (
    <div
      className={cn('flex min-w-0 flex-col *:flex-1', widget.wide && 'md:col-span-2')}
      style={reserve ? { minHeight: `${widget.heightRem ?? defaultWidgetHeightRem}rem` } : undefined}
    >
      {children}
    </div>
  );
}

/**
 * How one card shows for this family: drawn by its domain's remote, locked (a better plan has it: the card offers the
 * upgrade), or left out (the domain is switched off for this plan or killed, or money the member may not see).
 */
function WidgetSlot({ widget, domain }: { widget: Widget; domain: DomainRegistration | undefined }) {
  const premium = usePremium();
  const member = useSession().data?.user;
  const labels = useNavLabels();
  // The card's title in the member's language; the remote's card draws the title it is given.
  const shown = { ...widget, title: labels.widget(widget.id, widget.title) };
  if (!domain || domain.status === 'disabled' || domain.status === 'unavailable') return null;
  if (domain.id === 'money' && financesBarred(member)) return null;
  const locked =
    domain.status === 'plan_locked' ||
    (widget.feature !== undefined && premium.planKnown && !premium.hasFeature(widget.feature));
  return (
    <Cell widget={widget} reserve={!locked}>
      {locked ? (
        <LockedWidget
          title={shown.title}
          path={widget.path}
          onUpgrade={() => premium.openPremiumDialog(shown.title)}
        />
      ) : (
        <RemoteWidget domain={domain} widget={shown} />
      )}
    </Cell>
  );
}

/**
 * /dashboard (spec 000 §2): the cards of every domain the family has, in the spec's order, each drawn by the remote
 * of its domain (`./widgets`) — the shell knows only the catalogue, never what a card shows.
 */
export function DashboardScreen() {
  const domains = useDomains();
  const t = useMessages(dashboardMessages);
  const labels = useNavLabels();
  return (
    <div>
      <DashboardHeading />
      {domains.isError ? (
        <ErrorPanel
          title={t('error.title')}
          message={t('error.registry', { error: domains.error.message })}
          onRetry={() => void domains.refetch()}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {dashboardWidgets.map((widget) =>
            domains.isPending ? (
              <Cell key={`${widget.domain}/${widget.id}`} widget={widget} reserve>
                <WidgetSkeleton title={labels.widget(widget.id, widget.title)} />
              </Cell>
            ) : (
              <WidgetSlot
                key={`${widget.domain}/${widget.id}`}
                widget={widget}
                domain={domains.data.find((d) => d.id === widget.domain)}
              />
            ),
          )}
        </div>
      )}
    </div>
  );
}
