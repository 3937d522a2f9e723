import { CrownIcon, WalletIcon } from 'lucide-react';
import { useLocation } from '@familyhub/ui/router';
import { useSession } from '@familyhub/api-client';
import { financesBarred } from '../layout/nav-access';
import { Button, ErrorPanel, EmptyState } from '@familyhub/ui';
import { ownerOf, useDomains } from '../federation/domains-context';
import { RemoteScreen, RemoteScreenSkeleton } from '../federation/remote-screen';
import { usePremium } from '../premium/premium-context';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { DomainOffPanel } from './domain-off-panel';
import { isPremiumPath, KNOWN_DOMAIN_ROUTES, PREMIUM_NAV } from './route-table';

/**
 * Every path inside the application shell that the shell does not draw itself: the registry says which domain
 * owns it, and that domain's remote draws it. Unknown paths are the 404 screen.
 */
export function DomainRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const domains = useDomains();
  const premium = usePremium();
  const session = useSession();

  if (domains.isPending) return <RemoteScreenSkeleton />;
  if (domains.isError) {
    const area = KNOWN_DOMAIN_ROUTES[path];
    if (!area) return <NotFoundPage />;
    return (
      <ErrorPanel
        title={`${area} is unavailable`}
        message={`The list of FamilyHub areas could not be loaded. ${domains.error.message}`}
        onRetry={() => void domains.refetch()}
      />
    );
  }

  const owner = ownerOf(domains.data, path);
  if (!owner) {
    const area = KNOWN_DOMAIN_ROUTES[path];
    if (!area) return <NotFoundPage />;
    return (
      <EmptyState
        title={`${area} is not available`}
        description="This area is not part of FamilyHub right now."
      />
    );
  }
  // The registry is refreshed every 15 s: an open screen of a domain that was just switched off is replaced here.
  if (owner.domain.status !== 'enabled') return <DomainOffPanel domain={owner.domain} path={path} />;
  if (owner.domain.id === 'money' && financesBarred(session.data?.user)) {
    return (
      <EmptyState
        icon={<WalletIcon aria-hidden />}
        title="Family finances need permission"
        description="Ask your family admin to turn on “Can view finances” for you in Settings → Family."
      />
    );
  }
  if (premium.planKnown && !premium.isPremium && isPremiumPath(path)) {
    const label =
      PREMIUM_NAV.find((item) => path === item.path || path.startsWith(`${item.path}/`))?.label ??
      'This area';
    return (
      <EmptyState
        icon={<CrownIcon aria-hidden />}
        title={`${label} is a premium feature`}
        description="Upgrade your family's plan to use it."
        action={<Button onClick={() => premium.openPremiumDialog(label)}>Upgrade</Button>}
      />
    );
  }
  return <RemoteScreen key={owner.domain.id} domain={owner.domain} path={path} />;
}
