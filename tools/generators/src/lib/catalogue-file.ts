import type { Tree } from '@nx/devkit';

/** Where the domain catalogue lives (libs/contracts/src/catalogue.ts); generators register domains and routes there. */
export const CATALOGUE_PATH = 'libs/contracts/src/catalogue.ts';
const CATALOGUE_END = '] as const satisfies readonly DomainEntry[];';

function read(tree: Tree): string {
  const text = tree.read(CATALOGUE_PATH, 'utf-8');
  if (!text) throw new Error(`${CATALOGUE_PATH} not found: run the generator at the workspace root`);
  return text;
}

function numbersAfter(text: string, key: string): number[] {
  return [...text.matchAll(new RegExp(`${key}: (\\d+)`, 'g'))].map((m) => Number(m[1]));
}

/** The domain ids the catalogue has now. */
export function catalogueDomainIds(tree: Tree): string[] {
  return [...read(tree).matchAll(/^ {4}id: '([a-z-]+)',$/gm)].map((m) => m[1]);
}

/** The next free service and remote dev ports, and the next premium sidebar position. */
export function nextCataloguePlaces(tree: Tree) {
  const text = read(tree);
  const premiumOrders = [...text.matchAll(/group: 'premium',\s*order: (\d+)/g)].map((m) => Number(m[1]));
  return {
    servicePort: Math.max(...numbersAfter(text, 'servicePort')) + 1,
    remoteDevPort: Math.max(...numbersAfter(text, 'remoteDevPort')) + 1,
    premiumOrder: Math.max(0, ...premiumOrders) + 1,
  };
}

export interface NewDomainEntry {
  id: string;
  name: string;
  servicePort: number;
  remoteDevPort: number;
  route: { path: string; title: string; icon: string; order: number };
}

/** Adds a domain to the end of the catalogue: one API prefix, one premium route, no widgets yet, paid plans. */
export function addCatalogueDomain(tree: Tree, entry: NewDomainEntry): void {
  const text = read(tree);
  if (catalogueDomainIds(tree).includes(entry.id))
    throw new Error(`The catalogue already has a domain "${entry.id}"`);
  const at = text.indexOf(CATALOGUE_END);
  if (at < 0) throw new Error(`${CATALOGUE_PATH}: the end of domainCatalogue was not found`);
  const block = `  {
    id: '${entry.id}',
    name: '${entry.name}',
    servicePort: ${entry.servicePort},
    remoteDevPort: ${entry.remoteDevPort},
    apiPrefixes: ['/api/${entry.id}'],
    routes: [
      {
        path: '${entry.route.path}',
        title: '${entry.route.title}',
        nav: { label: '${entry.route.title}', icon: '${entry.route.icon}', group: 'premium', order: ${entry.route.order} },
      },
    ],
    widgets: [],
    liveTopics: [],
    alertTargets: {},
    defaultPlans: paidPlans,
  },
`;
  tree.write(CATALOGUE_PATH, text.slice(0, at) + block + text.slice(at));
}

/**
 * Adds an API prefix to a domain's `apiPrefixes` (the first array after `id: '<domain>'`), unless it is there.
 * Returns false when it already was.
 */
export function addCataloguePrefix(tree: Tree, domain: string, prefix: string): boolean {
  const text = read(tree);
  const start = text.indexOf(`    id: '${domain}',`);
  if (start < 0) throw new Error(`The catalogue has no domain "${domain}"`);
  const open = text.indexOf('apiPrefixes: [', start);
  const close = text.indexOf(']', open);
  const list = text.slice(open, close);
  if (list.includes(`'${prefix}'`)) return false;
  const body = list.slice('apiPrefixes: ['.length).trim().replace(/,$/, '');
  const items = body ? `${body}, '${prefix}'` : `'${prefix}'`;
  tree.write(CATALOGUE_PATH, text.slice(0, open) + `apiPrefixes: [${items}` + text.slice(close));
  return true;
}

/** The domain whose `apiPrefixes` (or identity's) lists `prefix`, if any. */
export function cataloguePrefixOwner(tree: Tree, prefix: string): string | undefined {
  const text = read(tree);
  const quoted = `'${prefix}'`;
  for (const domain of catalogueDomainIds(tree)) {
    const { start, end } = domainBlock(text, domain);
    const open = text.indexOf('apiPrefixes: [', start);
    if (open >= 0 && open < end && text.slice(open, text.indexOf(']', open)).includes(quoted)) return domain;
  }
  // Identity's prefixes sit in platformServices, outside the domains' entries.
  const platform = text.indexOf('export const platformServices');
  return platform >= 0 && text.slice(platform).includes(quoted) ? 'identity' : undefined;
}

/** The text of one domain's entry in the catalogue (from its `id:` line to the end of its object). */
function domainBlock(text: string, domain: string): { start: number; end: number } {
  const start = text.indexOf(`    id: '${domain}',`);
  if (start < 0) throw new Error(`The catalogue has no domain "${domain}"`);
  const next = text.indexOf('\n  },', start);
  return { start, end: next < 0 ? text.length : next };
}

/** A domain's routes as the catalogue lists them: path and title, in order. */
export function catalogueRoutes(tree: Tree, domain: string): { path: string; title: string }[] {
  const text = read(tree);
  const { start, end } = domainBlock(text, domain);
  const block = text.slice(start, end);
  const routes = block.slice(block.indexOf('routes: ['), block.indexOf('widgets: ['));
  return [...routes.matchAll(/path: '([^']+)',\s*title: '((?:[^'\\]|\\.)*)'/g)].map((m) => ({
    path: m[1],
    title: m[2].replace(/\\'/g, "'"),
  }));
}

/** Adds a live topic to a domain's `liveTopics` unless it is there; false when it already was. */
export function addCatalogueLiveTopic(tree: Tree, domain: string, topic: string): boolean {
  const text = read(tree);
  const { start, end } = domainBlock(text, domain);
  const open = text.indexOf('liveTopics: [', start);
  if (open < 0 || open > end) throw new Error(`The catalogue's "${domain}" has no liveTopics`);
  const close = text.indexOf(']', open);
  const list = text.slice(open + 'liveTopics: ['.length, close);
  if (list.includes(`'${topic}'`)) return false;
  const body = list.trim().replace(/,$/, '');
  const items = body ? `${body}, '${topic}'` : `'${topic}'`;
  tree.write(CATALOGUE_PATH, text.slice(0, open) + `liveTopics: [${items}` + text.slice(close));
  return true;
}
