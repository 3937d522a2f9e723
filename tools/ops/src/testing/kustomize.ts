import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

// The part of kustomize that deploy/k8s uses, so its manifests can be checked on a machine with Node alone: resources
// (files and folders), Components, configMapGenerator literals, patches (strategic merge: maps merged, lists of named
// items merged by name, new ones first, `$patch: delete`), namespace, replicas, replacements and inline PatchTransformers, in
// kustomize's order (5.1+). Anything else in a kustomization fails loudly. deploy-units.test.ts compares what this
// renders with `kubectl kustomize` wherever kubectl (or kustomize) is installed.

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

interface Replacement {
  source: { kind: string; name: string; fieldPath: string };
  targets: { select: { kind: string; name: string }; fieldPaths: string[] }[];
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  components?: string[];
  configMapGenerator?: { name: string; literals?: string[] }[];
  patches?: { patch: string }[];
  replicas?: { name: string; count: number }[];
  replacements?: Replacement[];
  transformers?: string[];
}

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'components',
  'configMapGenerator',
  'patches',
  'replicas',
  'replacements',
  'transformers',
]);

type Json = Record<string, unknown>;
const isMap = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function loadManifests(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}

/** Strategic merge of `patch` into `target`: maps merged, lists of named items merged by name, others replaced. */
function merge(target: Json, patch: Json): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (
      Array.isArray(value) &&
      Array.isArray(current) &&
      value.every((item) => isMap(item) && 'name' in item)
    ) {
      const added: Json[] = [];
      for (const item of value as Json[]) {
        const at = (current as Json[]).findIndex(
          (existing) => isMap(existing) && existing.name === item.name,
        );
        if (item.$patch === 'delete') {
          if (at >= 0) current.splice(at, 1);
        } else if (at >= 0) merge(current[at] as Json, item);
        else added.push(structuredClone(item));
      }
      // kustomize puts a patch's new items first.
      current.unshift(...added);
    } else if (isMap(value) && isMap(current)) merge(current, value);
    else target[key] = structuredClone(value);
  }
}

function applyPatch(objects: K8sObject[], patch: Json & K8sObject): void {
  const at = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
  if (at < 0) throw new Error(`no ${patch.kind} ${patch.metadata.name} to patch`);
  if (patch.$patch === 'delete') objects.splice(at, 1);
  else merge(objects[at] as unknown as Json, patch);
}

/** `a.b.[key=value].c`, `a.[dotted.key]`, `list.0`: kustomize's field paths. */
function steps(fieldPath: string): string[] {
  return fieldPath.match(/\[[^\]]*\]|[^.]+/g) ?? [];
}

function fieldAt(object: unknown, fieldPath: string): { parent: Json | unknown[]; key: string | number } {
  let node: unknown = object;
  const path = steps(fieldPath);
  let parent: Json | unknown[] = object as Json;
  let key: string | number = '';
  for (const step of path) {
    parent = node as Json | unknown[];
    const selector = /^\[([^=\]]+)=([^\]]*)\]$/.exec(step);
    if (selector && Array.isArray(node)) {
      key = node.findIndex((item) => isMap(item) && String(item[selector[1]]) === selector[2]);
      if (key < 0) throw new Error(`no ${step} at ${fieldPath}`);
    } else if (Array.isArray(node)) key = Number(step);
    else key = step.replace(/^\[(.*)\]$/, '$1');
    node = (parent as Record<string | number, unknown>)[key];
    if (node === undefined) throw new Error(`unable to find field "${fieldPath}"`);
  }
  return { parent, key };
}

function applyReplacement(objects: K8sObject[], replacement: Replacement): void {
  const { source } = replacement;
  const from = objects.filter((o) => o.kind === source.kind && o.metadata.name === source.name);
  if (from.length !== 1)
    throw new Error(`replacement source ${source.kind} ${source.name}: ${from.length} found`);
  const { parent, key } = fieldAt(from[0], source.fieldPath);
  const value = (parent as Record<string | number, unknown>)[key];
  for (const target of replacement.targets) {
    const selected = objects.filter(
      (o) => o.kind === target.select.kind && o.metadata.name === target.select.name,
    );
    for (const object of selected) {
      for (const fieldPath of target.fieldPaths) {
        const field = fieldAt(object, fieldPath);
        const slot = field.parent as Record<string | number, unknown>;
        // Like kustomize, the target keeps its type: a port stays a number, an env value a string.
        slot[field.key] = typeof slot[field.key] === 'number' ? Number(value) : value;
      }
    }
  }
}

/** What `kustomize build <dir>` gives, with the files it read. */
export function renderKustomization(
  dir: string,
  objects: K8sObject[] = [],
  files: string[] = [],
): { objects: K8sObject[]; files: string[] } {
  const file = path.join(dir, 'kustomization.yaml');
  files.push(file);
  const kustomization = parseYaml(readFileSync(file, 'utf8')) as Kustomization;
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${file}: ${unsupported.join(', ')} not supported here`);

  const own: K8sObject[] = kustomization.kind === 'Component' ? objects : [];
  for (const resource of kustomization.resources ?? []) {
    const at = path.join(dir, resource);
    if (statSync(at).isDirectory()) own.push(...renderKustomization(at, [], files).objects);
    else {
      files.push(at);
      own.push(...loadManifests(at));
    }
  }
  for (const generator of kustomization.configMapGenerator ?? []) {
    own.push({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: generator.name },
      data: Object.fromEntries(
        (generator.literals ?? []).map((literal) => {
          const at = literal.indexOf('=');
          return [literal.slice(0, at), literal.slice(at + 1)];
        }),
      ),
    });
  }
  for (const component of kustomization.components ?? [])
    renderKustomization(path.join(dir, component), own, files);

  for (const { patch } of kustomization.patches ?? []) applyPatch(own, parseYaml(patch) as Json & K8sObject);
  if (kustomization.namespace) {
    for (const object of own)
      if (object.kind !== 'Namespace') object.metadata.namespace = kustomization.namespace;
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const deployment = own.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    if (!deployment) throw new Error(`${file}: no Deployment ${name} for replicas`);
    deployment.spec = { ...deployment.spec, replicas: count };
  }
  for (const replacement of kustomization.replacements ?? []) applyReplacement(own, replacement);
  for (const transformer of kustomization.transformers ?? []) {
    const config = parseYaml(transformer) as { kind: string; patch: string };
    if (config.kind !== 'PatchTransformer')
      throw new Error(`${file}: transformer ${config.kind} not supported`);
    applyPatch(own, parseYaml(config.patch) as Json & K8sObject);
  }
  if (kustomization.kind !== 'Component') objects.push(...own);
  return { objects, files };
}
