import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { generateFiles, type Tree } from '@nx/devkit';
import { addCatalogueDomain, catalogueDomainIds, nextCataloguePlaces } from '../lib/catalogue-file';
import { addDomainDeployUnits } from '../lib/deploy-units';
import { formatChangedFiles } from '../lib/format';
import { camelCase, capitalise, pascalCase } from '../lib/names';
import { PAGE_HEADERS_FILE, pageHeadersFile } from '../lib/page-headers';
import { assertPlainText } from '../lib/spanish';

export interface DomainGeneratorOptions {
  /** The domain id (lower-case letters). */
  name: string;
  displayName?: string;
  /** How a Spanish speaker reads it (e.g. Jardín): the remote's own screens say it. */
  displayNameEs: string;
  /** Its first screen's path (default /<name>). */
  route?: string;
  /** A catalogue nav icon key (default sparkles). */
  icon?: string;
}

/** The "not built yet" screen's words (ADR 0023): the domain's name, in English and in Spanish (tú). */
function writeComingSoonMessages(tree: Tree, folder: string, english: string, spanish: string): void {
  const write = (file: string, messages: Record<string, string>) =>
    tree.write(`${folder}/${file}`, `${JSON.stringify(messages, null, 2)}\n`);
  write('en.json', { area: english, description: '{area} is not built yet.' });
  write('es.json', { area: spanish, description: 'Todavía estamos construyendo {area}.' });
}

/**
 * `nx g @familyhub/generators:domain <name>`: a new household domain in the settled shape (docs/architecture.md
 * "Settled patterns") — `services/<name>` (the service frame, its Postgres schema and first migration, the frame test)
 * and `apps/<name>` (the remote with `./screens` and `./widgets`, its dev host and tests, and `page-headers.ts` where
 * each screen's first-paint header is declared; its routes' "not built yet" screen says the domain's name from a
 * catalogue, in English and Spanish) — registered in the domain
 * catalogue with the next free ports, one premium route and the paid plans, with its deploy units (its Kubernetes
 * folder on the one service template, its compose service on the one service Dockerfile). Every other part of the
 * platform (gateway routes, identity's registry row, `npm start`, the sidebar, the dashboard, the cross-service
 * tests) reads the catalogue.
 */
export default async function domainGenerator(tree: Tree, options: DomainGeneratorOptions): Promise<void> {
  const name = options.name;
  if (!/^[a-z][a-z]{1,19}$/.test(name))
    throw new Error('A domain id is 2–20 lower-case letters, e.g. garden');
  if (
    catalogueDomainIds(tree).includes(name) ||
    tree.exists(`services/${name}`) ||
    tree.exists(`apps/${name}`)
  ) {
    throw new Error(`A domain or project named "${name}" already exists`);
  }
  const displayName = options.displayName ?? capitalise(name);
  if (options.displayNameEs === undefined) {
    throw new Error('--displayNameEs is the domain’s name in Spanish (e.g. Jardín for Garden)');
  }
  assertPlainText('displayName', displayName);
  assertPlainText('displayNameEs', options.displayNameEs);
  const displayNameEs = options.displayNameEs.trim();
  const route = options.route ?? `/${name}`;
  if (!/^\/[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/.test(route))
    throw new Error(`"${route}" is not a route path`);
  const places = nextCataloguePlaces(tree);
  const substitutions = {
    tmpl: '',
    name,
    className: pascalCase(name),
    propertyName: camelCase(name),
    displayName,
    displayNameEs,
    route,
    /** Free text as a JavaScript string literal in a template (`<%- quote(text) %>`). */
    quote: (text: string) => JSON.stringify(text),
    now: Date.now(),
    snapshotId: randomUUID(),
  };
  generateFiles(tree, path.join(__dirname, 'files', 'service'), `services/${name}`, substitutions);
  generateFiles(tree, path.join(__dirname, 'files', 'remote'), `apps/${name}`, substitutions);
  writeComingSoonMessages(tree, `apps/${name}/src/coming-soon/messages`, displayName, displayNameEs);
  // Where each screen's first-paint header is declared (issue #34): none yet, "not built yet" draws no page header.
  tree.write(`apps/${name}/${PAGE_HEADERS_FILE}`, pageHeadersFile());
  addCatalogueDomain(tree, {
    id: name,
    name: displayName,
    servicePort: places.servicePort,
    remoteDevPort: places.remoteDevPort,
    route: { path: route, title: displayName, icon: options.icon ?? 'sparkles', order: places.premiumOrder },
  });
  addDomainDeployUnits(tree, name, places.servicePort);
  await formatChangedFiles(tree);
}
