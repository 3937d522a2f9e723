import { useCallback, type ReactNode } from 'react';
import { BellIcon, CrownIcon } from 'lucide-react';
import { Link } from '@familyhub/ui/router';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, useFamilyMembers, useLiveUpdates } from '@familyhub/api-client';
import { endpointRoutes, type Session } from '@familyhub/contracts';
import { Avatar, Skeleton, Tooltip } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { InstallAppButton } from '../features/offline';
import { useDomains } from '../federation/domains-context';
import { usePremium } from '../premium/premium-context';
import { FREE_NAV, PREMIUM_NAV, type NavItem } from '../routing/route-table';
import { useNavAccess } from './nav-access';
import { NavLinkItem } from './nav-link-item';
import { layoutMessages } from './messages';
import { useNavLabels } from './nav-labels/nav-labels';
import { roleLabel } from './role-label';

/**
 * The member's points on the user card (issue #13): the home domain's ledger (ADR 0013), asked only while the
 * family has home switched on. Same query key as the home remote's, so both show one figure.
 */
function MemberPoints({ memberId }: { memberId: number }) {
  const domains = useDomains();
  const homeOn = domains.data?.some((d) => d.id === 'home' && d.status === 'enabled') ?? false;
  const points = useQuery({
    queryKey: ['points', 'balances'],
    queryFn: () => callEndpoint(endpointRoutes.points.balances),
    enabled: homeOn,
  });
  const t = useMessages(layoutMessages);
  const mine = points.data?.members.find((m) => m.memberId === memberId);
  if (!homeOn || !mine) return null;
  return (
    <p className="text-xs text-muted-foreground" aria-label={t('sidebar.points.label')}>
      {t('sidebar.points', { balance: mine.balance })}
    </p>
  );
}

function AvatarsPlaceholder() {
  return (
    <div className="flex gap-1.5" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="size-8 rounded-full" />
      ))}
    </div>
  );
}

function FamilyAvatars() {
  const members = useFamilyMembers();
  const t = useMessages(layoutMessages);
  if (members.isPending) return <AvatarsPlaceholder />;
  if (members.isError) return <p className="text-xs text-destructive">{t('sidebar.members.error')}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('sidebar.members.label')}>
      {members.data.map((member) => (
        <li key={member.id}>
          <Tooltip content={t('sidebar.member', { name: member.name, role: roleLabel(member.role, t) })}>
            <button
              type="button"
              className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Avatar name={member.name} imageUrl={member.avatarUrl} color={member.color} size="sm" />
            </button>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}

/**
 * Unread messages in the whole-family thread and the member's groups and direct conversations (issue #32), for the
 * Messages link; asked only when the family has messaging, and kept fresh by the live stream.
 */
function useUnreadMessages(enabled: boolean): number {
  useLiveUpdates({ enabled });
  const conversations = useQuery({ ...endpointQuery(endpointRoutes.conversations.list), enabled });
  const inConversations = (conversations.data?.items ?? []).reduce((sum, c) => sum + c.unread, 0);
  return (conversations.data?.familyThreadUnread ?? 0) + inConversations;
}

export function PremiumLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { planKnown, openPremiumDialog } = usePremium();
  const accessOf = useNavAccess();
  const messages = PREMIUM_NAV.find((item) => item.path === '/messages');
  const unreadMessages = useUnreadMessages(
    planKnown && messages !== undefined && accessOf(messages, true) === 'open',
  );
  const labels = useNavLabels();
  const onLockedClick = useCallback(
    (i: NavItem) => openPremiumDialog(labels.route(i.path, i.label)),
    [openPremiumDialog, labels],
  );
  if (!planKnown) {
    // Until the server says which plan the family has, a link could be wrongly open or locked: show placeholders.
    return (
      <div className="grid gap-1 px-3" aria-hidden>
        {PREMIUM_NAV.map((item) => (
          <Skeleton key={item.path} className="h-8" />
        ))}
      </div>
    );
  }
  return (
    <>
      {PREMIUM_NAV.map((item) => {
        const access = accessOf(item, true);
        if (access === 'hidden') return null;
        return (
          <NavLinkItem
            key={item.path}
            item={item}
            premium
            locked={access === 'locked'}
            onLockedClick={onLockedClick}
            onNavigate={onNavigate}
            unread={item.path === '/messages' ? unreadMessages : 0}
          />
        );
      })}
    </>
  );
}

/** The everyday links; the registry may still lock (e.g. Meal Planning, part of Home) or hide them. */
function FreeLinks() {
  const { openPremiumDialog } = usePremium();
  const accessOf = useNavAccess();
  const labels = useNavLabels();
  const onLockedClick = useCallback(
    (i: NavItem) => openPremiumDialog(labels.route(i.path, i.label)),
    [openPremiumDialog, labels],
  );
  return (
    <>
      {FREE_NAV.map((item) => {
        const access = accessOf(item);
        if (access === 'hidden') return null;
        return (
          <NavLinkItem
            key={item.path}
            item={item}
            locked={access === 'locked'}
            onLockedClick={onLockedClick}
          />
        );
      })}
    </>
  );
}

/**
 * The sidebar's layout: the FamilyHub mark, the family, the navigation and the member's card. Sidebar fills it; the
 * first-paint markup (features/dashboard/dashboard-markup.tsx) shows placeholders until the shell knows who is
 * signed in.
 */
function SidebarFrame({
  family,
  nav,
  account,
  navLabel,
}: {
  family: ReactNode;
  nav: ReactNode;
  account: ReactNode;
  /** The navigation's name; the first-paint placeholder is drawn before any language is known (English). */
  navLabel: string;
}) {
  return (
    <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-e border-border bg-sidebar md:flex">
      <div className="flex h-16 items-center gap-2 border-b border-border px-5">
        <span
          className="flex size-8 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground"
          aria-hidden
        >
          F
        </span>
        <Link to="/dashboard" className="text-lg font-semibold outline-none focus-visible:underline">
          FamilyHub
        </Link>
      </div>
      <div className="border-b border-border px-5 py-3">{family}</div>
      <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-3 py-3">
        {nav}
      </nav>
      <div className="flex items-center gap-3 border-t border-border px-5 py-3">{account}</div>
    </aside>
  );
}

/** The sidebar before the shell has drawn it: its shape, nothing about the family yet. */
export function SidebarPlaceholder() {
  return (
    <SidebarFrame
      navLabel={layoutMessages.t('nav.main')}
      family={
        <>
          <Skeleton className="mb-2 h-4 w-32" />
          <AvatarsPlaceholder />
        </>
      }
      nav={
        <div className="grid gap-1 px-3" aria-hidden>
          {[...FREE_NAV, ...PREMIUM_NAV].map((item) => (
            <Skeleton key={item.path} className="h-8" />
          ))}
        </div>
      }
      account={
        <>
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-16" />
          </div>
        </>
      }
    />
  );
}

export function Sidebar({ session }: { session: Session }) {
  const t = useMessages(layoutMessages);
  return (
    <SidebarFrame
      navLabel={t('nav.main')}
      family={
        <>
          <p className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {session.family.name}
          </p>
          <FamilyAvatars />
        </>
      }
      nav={
        <>
          <div className="grid gap-0.5">
            <FreeLinks />
          </div>
          <p className="mt-4 mb-1 flex items-center gap-1.5 px-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
            <CrownIcon className="size-3.5 text-premium" aria-hidden />
            {t('nav.premium')}
          </p>
          <div className="grid gap-0.5">
            <PremiumLinks />
          </div>
          <Link
            to="/subscription"
            className="mt-3 flex items-center gap-2 rounded-md border border-dashed border-border px-3 py-2 text-sm font-medium outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <CrownIcon className="size-4 text-premium" aria-hidden />
            {t('nav.managePremium')}
          </Link>
          <Link
            to="/notifications"
            className="mt-1 flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BellIcon className="size-4" aria-hidden />
            {t('nav.notifications')}
          </Link>
          <InstallAppButton className="mt-1 flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50" />
        </>
      }
      account={
        <>
          <Avatar name={session.user.name} imageUrl={session.user.avatarUrl} color={session.user.color} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{session.user.name}</p>
            <p className="text-xs text-muted-foreground">{roleLabel(session.user.role, t)}</p>
            <MemberPoints memberId={session.user.id} />
          </div>
        </>
      }
    />
  );
}
