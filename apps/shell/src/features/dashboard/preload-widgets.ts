import { dashboardWidgets, type DomainRegistration, type Session } from '@familyhub/contracts';
import { loadRemoteModule } from '../../federation/remote-runtime';
import { financesBarred } from '../../layout/nav-access';

/**
 * The domains whose cards a page opened on /dashboard will draw from their remotes (as `WidgetSlot` decides): enabled,
 * with at least one card, and not money for a member who may not see it.
 */
export function dashboardWidgetDomains(
  domains: readonly DomainRegistration[],
  session: Session | null | undefined,
): DomainRegistration[] {
  if (!session) return [];
  return domains.filter(
    (domain) =>
      domain.status === 'enabled' &&
      dashboardWidgets.some((widget) => widget.domain === domain.id) &&
      !(domain.id === 'money' && financesBarred(session.user)),
  );
}

/**
 * Starts loading the cards' remotes (`<domain>/widgets`) as the shell boots on /dashboard, instead of once the
 * first render has committed and each card's effect asks (issue #16). Each card takes the same load
 * (`loadRemoteModule` shares it) and shows a failure itself, with its Retry.
 */
export function preloadDashboardWidgets(
  domains: readonly DomainRegistration[],
  session: Session | null | undefined,
): void {
  for (const domain of dashboardWidgetDomains(domains, session)) {
    loadRemoteModule(domain.id, 'widgets').catch(() => undefined);
  }
}
