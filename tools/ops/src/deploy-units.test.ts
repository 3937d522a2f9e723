import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Copy, type Instruction } from 'dockerfile-ast';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { domainIds, servicePorts } from '@familyhub/contracts';
import { renderKustomization, type K8sObject } from './testing/kustomize';
import { repoRoot } from './testing/platform-processes';

// Validation of the deploy units (docs/architecture.md "Deploy units"). No container engine and no cluster here:
// the manifests (rendered from deploy/k8s's kustomization) are checked against the Kubernetes schemas that
// kubernetes-models ships (offline), the Dockerfiles parsed and held to the rules every image keeps.

const services = Object.keys(servicePorts) as (keyof typeof servicePorts)[];
const GATEWAY_PORT = 4200;
const GATEWAY_METRICS_PORT = 4290;
const FRONTENDS_PORT = 8080;
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

// ---------------------------------------------------------------- Dockerfiles

const KNOWN_INSTRUCTIONS = new Set([
  'FROM',
  'RUN',
  'CMD',
  'LABEL',
  'EXPOSE',
  'ENV',
  'ADD',
  'COPY',
  'ENTRYPOINT',
  'VOLUME',
  'USER',
  'WORKDIR',
  'ARG',
  'ONBUILD',
  'STOPSIGNAL',
  'HEALTHCHECK',
  'SHELL',
]);

/** Every service's image: deploy/service.Dockerfile with its build arguments (as compose.yaml passes them). */
const SERVICE_DOCKERFILE = 'deploy/service.Dockerfile';
const serviceImages = [
  ...services.map((name) => ({ name, port: servicePorts[name] })),
  { name: 'gateway', port: GATEWAY_PORT },
];
/** The Dockerfile's text with its build arguments filled in, as `docker build --build-arg` does. */
const withArgs = (text: string, args: Record<string, string | number>) =>
  text.replace(/\$\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));

const dockerfiles: { file: string; label: string; port: number; args?: Record<string, string | number> }[] = [
  ...serviceImages.map(({ name, port }) => ({
    file: SERVICE_DOCKERFILE,
    label: `${SERVICE_DOCKERFILE} (SERVICE=${name} PORT=${port})`,
    port,
    args: { SERVICE: name, PORT: port },
  })),
  { file: 'deploy/frontends/Dockerfile', label: 'deploy/frontends/Dockerfile', port: FRONTENDS_PORT },
];

/** The instructions of each stage, in order (a stage starts at its FROM). */
function stagesOf(instructions: Instruction[]): Instruction[][] {
  const stages: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.getKeyword() === 'FROM') stages.push([]);
    stages[stages.length - 1]?.push(instruction);
  }
  return stages;
}

describe.each(dockerfiles)('$label', ({ file, port, args }) => {
  const text = existsSync(path.join(repoRoot, file)) ? withArgs(read(file), args ?? {}) : '';
  const dockerfile = DockerfileParser.parse(text);
  const instructions = dockerfile.getInstructions();
  const stages = stagesOf(instructions);
  const final = stages[stages.length - 1] ?? [];
  const finalOf = (keyword: string) => final.filter((i) => i.getKeyword() === keyword);

  it('exists and holds only known instructions, FROM first (after its build arguments)', () => {
    expect(text).not.toBe('');
    expect(instructions.find((i) => i.getKeyword() !== 'ARG')?.getKeyword()).toBe('FROM');
    for (const instruction of instructions) expect(KNOWN_INSTRUCTIONS).toContain(instruction.getKeyword());
  });

  it('is multi-stage, every base image pinned to an exact version (never latest)', () => {
    const froms = dockerfile.getFROMs();
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const stageNames = new Set<string>();
    for (const from of froms) {
      const image = from.getImageName() ?? '';
      if (!stageNames.has(image)) {
        expect({ image, tag: from.getImageTag() }).toEqual({
          image,
          tag: expect.stringMatching(/^\d+\.\d+\.\d+(-[a-z0-9.-]+)?$/),
        });
      }
      const stage = from.getBuildStage();
      expect(stage).toBeTruthy(); // every stage named, so COPY --from reads as a name
      stageNames.add(stage!);
    }
  });

  it('runs as a user that is not root', () => {
    const users = finalOf('USER').map((u) => u.getArgumentsContent()?.trim().split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users[users.length - 1]);
  });

  it('declares a HEALTHCHECK and exposes its port', () => {
    const healthchecks = finalOf('HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0].getArgumentsContent()).toMatch(/\bCMD\b/);
    const exposed = finalOf('EXPOSE').flatMap((e) => e.getArguments().map((a) => Number(a.getValue())));
    expect(exposed).toEqual([port]);
  });

  it('copies only paths that exist in the repository', () => {
    const copies = instructions.filter((i) => i.getKeyword() === 'COPY') as Copy[];
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      if (copy.getFlags().some((flag) => flag.getName() === 'from')) continue; // from an earlier stage
      const sources = copy
        .getArguments()
        .map((a) => a.getValue())
        .slice(0, -1);
      for (const source of sources)
        expect({ source, exists: existsSync(path.join(repoRoot, source)) }).toEqual({
          source,
          exists: true,
        });
    }
  });

  if (file === 'deploy/frontends/Dockerfile') {
    it('lets the shell page load remotes shipped alone: REMOTE_ORIGINS filled into its policy at start', () => {
      const envs = instructions
        .filter((i) => i.getKeyword() === 'ENV')
        .map((i) => i.getArgumentsContent() ?? '');
      expect(envs.some((e) => /\bREMOTE_ORIGINS=""/.test(e))).toBe(true);
      const copies = instructions
        .filter((i) => i.getKeyword() === 'COPY')
        .map((i) => i.getArgumentsContent());
      expect(copies).toContain(
        '/out/nginx/shell-csp.inc.template /etc/nginx/templates/shell-csp.inc.template',
      );
      expect(read('deploy/frontends/default.conf.template')).toContain(
        'include /etc/nginx/conf.d/shell-csp.inc;',
      );
      const assemble = read('scripts/assemble-frontends.mjs');
      expect(assemble).toContain("'shell-csp.inc.template'");
      expect(assemble).toContain("['${REMOTE_ORIGINS}']");
    });
  }

  if (args) {
    it('starts its own service in exec form, on the port its image sets', () => {
      const cmds = dockerfile.getCMDs();
      expect(cmds).toHaveLength(1);
      expect(JSON.parse(cmds[0].getArgumentsContent() ?? '')).toEqual(['node', 'main.cjs']);
      // main.cjs names the service's bundle; node runs the file a link names, so the bundle finds its migrations.
      expect(finalOf('RUN').map((r) => r.getArgumentsContent())).toContainEqual(
        expect.stringMatching(new RegExp(`^ln -s dist/services/${args.SERVICE}/main\\.cjs main\\.cjs\\b`)),
      );
      const build = stages.find((stage) => stage[0].getArgumentsContent()?.endsWith(' AS build')) ?? [];
      expect(
        build
          .filter((i) => i.getKeyword() === 'RUN')
          .at(-1)
          ?.getArgumentsContent(),
      ).toBe(`node scripts/lib/build-services.mjs ${args.SERVICE}`);
      expect(
        finalOf('ENV')
          .map((e) => e.getArgumentsContent())
          .join(' '),
      ).toContain(`PORT=${port}`);
    });
  }
});

describe(SERVICE_DOCKERFILE, () => {
  it('takes the service and its port as build arguments, declared in every stage that reads them', () => {
    const instructions = DockerfileParser.parse(read(SERVICE_DOCKERFILE)).getInstructions();
    const stages = stagesOf(instructions);
    const declared = (stage: Instruction[]) =>
      stage.filter((i) => i.getKeyword() === 'ARG').map((i) => i.getArgumentsContent());
    const global = instructions
      .slice(
        0,
        instructions.findIndex((i) => i.getKeyword() === 'FROM'),
      )
      .filter((i) => i.getKeyword() === 'ARG')
      .map((i) => i.getArgumentsContent());
    expect(global).toEqual(['SERVICE', 'PORT']);
    for (const stage of stages) {
      const uses = stage
        .slice(1)
        .filter((i) => i.getKeyword() !== 'ARG')
        .map((i) => i.getTextContent());
      for (const name of ['SERVICE', 'PORT']) {
        if (uses.some((line) => line.includes(`\${${name}}`) || line.includes(`$${name}`))) {
          expect({ stage: stage[0].getTextContent(), declares: declared(stage) }).toEqual({
            stage: stage[0].getTextContent(),
            declares: expect.arrayContaining([name]),
          });
        }
      }
    }
  });

  it('is the only service Dockerfile: no service keeps one of its own', () => {
    for (const { name } of serviceImages) {
      expect({ name, dockerfile: existsSync(path.join(repoRoot, 'services', name, 'Dockerfile')) }).toEqual({
        name,
        dockerfile: false,
      });
    }
  });
});

// ---------------------------------------------------------------- Kubernetes manifests

type Manifest = K8sObject;

const k8sDir = path.join(repoRoot, 'deploy/k8s');
const rendered = renderKustomization(k8sDir);
const manifests = rendered.objects;
const find = (kind: string, name: string) =>
  manifests.find((m) => m.kind === kind && m.metadata.name === name);

/** What kustomize itself renders, where `kubectl` or `kustomize` is installed (neither is on every machine). */
function kustomizeBuild(dir: string): string | null {
  for (const [command, ...args] of [
    ['kubectl', 'kustomize'],
    ['kustomize', 'build'],
  ]) {
    const result = spawnSync(command, [...args, dir], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    if (result.error) continue; // not installed
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} ${dir}: ${result.stderr}`);
    return result.stdout;
  }
  return null;
}

/** An object with its keys in order, so two renderings compare whatever order each wrote keys in. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
        )
      : value;
const byId = (objects: K8sObject[]) =>
  Object.fromEntries(objects.map((o) => [`${o.kind} ${o.metadata.name}`, sortedKeys(o)]));

/** The kubernetes-models class for an apiVersion and kind: `apps/v1` + `Deployment` → kubernetes-models/apps/v1. */
function modelOf(apiVersion: string, kind: string): new (data: unknown) => { validate(): void } {
  const group = apiVersion.includes('/') ? apiVersion : `v1`;
  const models = require(`kubernetes-models/${group}`) as Record<string, unknown>;
  const model = models[kind];
  if (typeof model !== 'function') throw new Error(`no schema for ${apiVersion} ${kind}`);
  return model as new (data: unknown) => { validate(): void };
}

type Container = {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: {
      secretKeyRef?: { name: string; key: string };
      configMapKeyRef?: { name: string; key: string };
    };
  }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: { cpu?: string; memory?: string } };
  securityContext?: { allowPrivilegeEscalation?: boolean };
};
type PodSpec = { containers: Container[]; securityContext?: { runAsNonRoot?: boolean; runAsUser?: number } };
const podOf = (deployment: Manifest) =>
  (deployment.spec as { template: { metadata: { labels: Record<string, string> }; spec: PodSpec } }).template;

describe('Kubernetes manifests (deploy/k8s)', () => {
  it('uses every file under deploy/k8s, from its kustomization', () => {
    const yamlFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? yamlFiles(path.join(dir, entry.name))
          : entry.name.endsWith('.yaml')
            ? [path.join(dir, entry.name)]
            : [],
      );
    expect([...new Set(rendered.files)].sort()).toEqual(yamlFiles(k8sDir).sort());
  });

  const kustomize = kustomizeBuild(k8sDir);
  (kustomize === null ? it.skip : it)('renders here exactly as kustomize does (kubectl kustomize)', () => {
    const theirs = parseAllDocuments(kustomize ?? '').map((doc) => doc.toJS() as K8sObject);
    expect(byId(manifests)).toEqual(byId(theirs));
  });

  it('renders one template per service: a Deployment and a Service for each, from deploy/k8s/service', () => {
    const folders = readdirSync(path.join(k8sDir, 'services')).sort();
    expect(folders).toEqual(serviceImages.map((s) => s.name).sort());
    for (const name of folders) {
      const kustomization = parseYaml(read(`deploy/k8s/services/${name}/kustomization.yaml`)) as {
        components: string[];
      };
      expect(kustomization.components).toContain('../../service');
    }
    const deployments = manifests.filter((m) => m.kind === 'Deployment').map((m) => m.metadata.name);
    expect(deployments.sort()).toEqual([...folders, 'frontends'].sort());
    expect(manifests.filter((m) => m.kind === 'ConfigMap').map((m) => m.metadata.name)).toEqual([
      'familyhub-config',
    ]);
  });

  it.each(manifests.map((m) => [`${m.kind} ${m.metadata.name}`, m] as const))(
    'validates %s against the Kubernetes schema',
    (_label, object) => {
      const Model = modelOf(object.apiVersion, object.kind);
      expect(() => new Model(object).validate()).not.toThrow();
      if (object.kind !== 'Namespace') expect(object.metadata.namespace).toBe('familyhub');
    },
  );

  it('catches a manifest that breaks the schema (the check can fail)', () => {
    const Model = modelOf('apps/v1', 'Deployment');
    const broken = structuredClone(find('Deployment', 'planning'))!;
    podOf(broken).spec.containers[0].ports = [{ containerPort: 'http' as unknown as number }];
    expect(() => new Model(broken).validate()).toThrow(/containerPort/);
  });

  const workloads = [
    ...services.map((name) => ({ name, port: servicePorts[name], tier: 'service' })),
    { name: 'gateway', port: GATEWAY_PORT, tier: 'gateway' },
  ];

  describe.each(workloads)('$name', ({ name, port, tier }) => {
    const deployment = find('Deployment', name);
    const service = find('Service', name);

    it('has a Deployment and a Service that selects its pods on the named port', () => {
      expect(deployment).toBeDefined();
      expect(service).toBeDefined();
      const labels = podOf(deployment!).metadata.labels;
      expect(labels['familyhub.app/tier']).toBe(tier);
      const selector = (service!.spec as { selector: Record<string, string> }).selector;
      for (const [key, value] of Object.entries(selector)) expect(labels[key]).toBe(value);
      const container = podOf(deployment!).spec.containers[0];
      expect(container.ports).toContainEqual({ name: 'http', containerPort: port });
      const ports = (service!.spec as { ports: { name: string; port: number; targetPort: string }[] }).ports;
      expect(ports.find((p) => p.name === 'http')).toMatchObject({ port, targetPort: 'http' });
      expect(container.image).toMatch(new RegExp(`^familyhub/${name}:\\d+\\.\\d+\\.\\d+$`));
    });

    it('is probed for readiness on /ready and liveness on /health, with resource requests', () => {
      const container = podOf(deployment!).spec.containers[0];
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/ready', port: 'http' });
      expect(container.livenessProbe?.httpGet).toEqual({ path: '/health', port: 'http' });
      expect(container.resources?.requests?.cpu).toBeTruthy();
      expect(container.resources?.requests?.memory).toBeTruthy();
    });

    it('runs as a non-root user and takes its secrets from the Secret, never inline', () => {
      const pod = podOf(deployment!).spec;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.containers[0].securityContext?.allowPrivilegeEscalation).toBe(false);
      const env = pod.containers[0].env ?? [];
      for (const secret of ['INTERNAL_SIGNING_KEY', 'FIELD_ENCRYPTION_KEY']) {
        expect(env.find((e) => e.name === secret)?.valueFrom?.secretKeyRef).toEqual({
          name: 'familyhub-secrets',
          key: secret,
        });
      }
      if (name !== 'gateway') {
        expect(env.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.name).toBe(
          'familyhub-secrets',
        );
      }
      for (const e of env) {
        if (/SECRET|KEY|PASSWORD|DATABASE_URL/.test(e.name)) expect(e.value).toBeUndefined();
      }
    });
  });

  it('gives the frontends the origins of remotes shipped alone (REMOTE_ORIGINS) from the ConfigMap', () => {
    const config = find('ConfigMap', 'familyhub-config');
    expect((config!.data as Record<string, string>).REMOTE_ORIGINS).toBe('');
    const env = podOf(find('Deployment', 'frontends')!).spec.containers[0].env ?? [];
    expect(env.find((e) => e.name === 'REMOTE_ORIGINS')?.valueFrom?.configMapKeyRef).toEqual({
      name: 'familyhub-config',
      key: 'REMOTE_ORIGINS',
    });
  });

  it('never inlines a Secret: no Secret object, no secret-looking key in the ConfigMap', () => {
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    const config = find('ConfigMap', 'familyhub-config');
    expect(
      Object.keys(config?.data ?? {}).filter((k) => /SECRET|PASSWORD|KEY_ID|SIGNING|ENCRYPTION/.test(k)),
    ).toEqual([]);
    expect(config?.data?.DATABASE_URL).toBeUndefined();
  });

  it.each(['gateway', 'planning'])('scales %s with an HPA and keeps one pod through disruptions', (name) => {
    const hpa = find('HorizontalPodAutoscaler', name);
    expect(hpa?.spec).toMatchObject({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: expect.any(Number),
    });
    expect((hpa!.spec as { minReplicas: number }).minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = find('PodDisruptionBudget', name);
    expect(pdb?.spec).toMatchObject({
      minAvailable: 1,
      selector: { matchLabels: { 'app.kubernetes.io/name': name } },
    });
  });

  it('lets domain services accept traffic only from the gateway and each other', () => {
    const policies = manifests.filter((m) => m.kind === 'NetworkPolicy');
    expect(find('NetworkPolicy', 'default-deny-ingress')?.spec).toEqual({
      podSelector: {},
      policyTypes: ['Ingress'],
    });
    type Peer = {
      podSelector?: { matchLabels?: Record<string, string>; matchExpressions?: { values: string[] }[] };
      namespaceSelector?: { matchLabels?: Record<string, string> };
    };
    type Policy = {
      podSelector: { matchLabels?: Record<string, string>; matchExpressions?: { values: string[] }[] };
      ingress?: { from?: Peer[] }[];
    };
    const selectsServices = (p: Policy) =>
      p.podSelector.matchLabels?.['familyhub.app/tier'] === 'service' ||
      (p.podSelector.matchExpressions ?? []).some((e) => e.values.includes('service'));
    const peers = policies
      .map((p) => p.spec as unknown as Policy)
      .filter(selectsServices)
      .flatMap((p) => (p.ingress ?? []).flatMap((rule) => rule.from ?? [{}]));
    for (const peer of peers) {
      if (peer.namespaceSelector) {
        // The one exception: Prometheus scraping from the monitoring namespace.
        expect(peer.namespaceSelector.matchLabels).toEqual({ 'kubernetes.io/metadata.name': 'monitoring' });
        continue;
      }
      const tiers = peer.podSelector?.matchExpressions?.flatMap((e) => e.values) ?? [
        peer.podSelector?.matchLabels?.['familyhub.app/tier'],
      ];
      expect([...tiers].sort()).toEqual(['gateway', 'service']);
    }
    expect(peers.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------- compose.yaml

describe('compose.yaml', () => {
  const compose = parseYaml(read('compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        image: string;
        build?: { context: string; dockerfile: string; args?: Record<string, string> };
        environment?: Record<string, string>;
        ports?: string[];
      }
    >;
  };

  it('runs PostgreSQL, NATS, every service, the gateway and the frontends from their Dockerfiles', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['postgres', 'nats', ...services, 'gateway', 'frontends'].sort(),
    );
    for (const { name, port } of serviceImages) {
      expect({ name, build: compose.services[name].build }).toEqual({
        name,
        build: { context: '.', dockerfile: SERVICE_DOCKERFILE, args: { SERVICE: name, PORT: String(port) } },
      });
    }
    expect(compose.services.frontends.build?.dockerfile).toBe('deploy/frontends/Dockerfile');
    for (const name of ['postgres', 'nats']) {
      expect(compose.services[name].image).toMatch(/:\d+(\.\d+)+(-[a-z]+)?$/);
    }
  });

  it('takes every secret from the environment, refusing to start without it', () => {
    for (const name of services) {
      const env = compose.services[name].environment ?? {};
      for (const secret of ['INTERNAL_SIGNING_KEY', 'FIELD_ENCRYPTION_KEY']) {
        expect(env[secret]).toBe(`\${${secret}:?set ${secret} in .env}`);
      }
      expect(env.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    }
  });

  it('publishes only the frontends, and the gateway metrics on loopback', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
    expect(Object.fromEntries(published.map(([name, s]) => [name, s.ports]))).toEqual({
      frontends: ['${FAMILYHUB_PORT:-8080}:8080'],
      gateway: [`127.0.0.1:${GATEWAY_METRICS_PORT}:${GATEWAY_METRICS_PORT}`],
    });
  });

  it('names every domain of the catalogue', () => {
    for (const id of domainIds) expect(compose.services[id]).toBeDefined();
  });

  it('passes REMOTE_ORIGINS to the frontends (empty unless set)', () => {
    expect(compose.services.frontends.environment?.REMOTE_ORIGINS).toBe('${REMOTE_ORIGINS:-}');
  });
});
