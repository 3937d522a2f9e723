import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { generateFiles, type Tree } from '@nx/devkit';
import { addCatalogueDomain, catalogueDomainIds, nextCataloguePlaces } from '../lib/catalogue-file';
import { addDomainDeployUnits } from '../lib/deploy-units';
import { formatChangedFiles } from '../lib/format';
import { camelCase, capitalise, pascalCase } from '../lib/names';

export interface DomainGeneratorOptions {
  /** The domain id (lower-case letters). */
  name: string;
  displayName?: string;
  /** Its first screen's path (default /<name>). */
  route?: string;
  /** A catalogue nav icon key (default sparkles). */
  icon?: string;
}

/**
 * `nx g @familyhub/generators:domain <name>`: a new household domain in the settled shape (docs/architecture.md
 * "Settled patterns") — `services/<name>` (the service frame, its Postgres schema and first migration, the frame test)
 * and `apps/<name>` (the remote with `./screens` and `./widgets`, its dev host and tests) — registered in the domain
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
    route,
    now: Date.now(),
    snapshotId: randomUUID(),
  };
  generateFiles(tree, path.join(__dirname, 'files', 'service'), `services/${name}`, substitutions);
  generateFiles(tree, path.join(__dirname, 'files', 'remote'), `apps/${name}`, substitutions);
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
