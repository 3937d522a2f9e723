import type { Tree } from '@nx/devkit';

// A new domain's deploy units (docs/architecture.md "Deploy units"): its Dockerfile, its Kubernetes manifest and
// kustomization entry, its compose service, and its URL wherever the others' are listed. Each is an existing
// domain's, renamed: the ops tests (tools/ops/src/deploy-units.test.ts) hold every service's units to that shape.

/** The domain whose Dockerfile every service's is, with its own name and port (the ops tests check exactly that). */
const DOCKERFILE_MODEL = 'planning';
/** A domain with a plain Deployment and Service (planning's manifest adds an autoscaler and a disruption budget). */
const MANIFEST_MODEL = 'school';

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null)
    throw new Error(`${file} not found: the deploy units of "${file}" are needed as a model`);
  return text;
}

function portIn(text: string, pattern: RegExp, file: string): string {
  const port = pattern.exec(text)?.[1];
  if (!port) throw new Error(`No port found in ${file}`);
  return port;
}

/** `model`'s text for the domain `name`: every whole-word mention of the model and its port replaced. */
function renamed(text: string, model: string, modelPort: string, name: string, port: number): string {
  return text
    .replace(new RegExp(`\\b${model}\\b`, 'g'), name)
    .replace(new RegExp(`\\b${model.toUpperCase()}_URL\\b`, 'g'), `${name.toUpperCase()}_URL`)
    .replace(new RegExp(`\\b${modelPort}\\b`, 'g'), String(port));
}

/** Inserts `line` after the last line matching `after` in `file` (which must have one). */
function insertAfterLast(tree: Tree, file: string, after: RegExp, line: string): void {
  const lines = read(tree, file).split('\n');
  const at = lines.reduce((last, text, i) => (after.test(text) ? i : last), -1);
  if (at < 0) throw new Error(`${file}: no line matches ${after}`);
  lines.splice(at + 1, 0, line);
  tree.write(file, lines.join('\n'));
}

export function addDomainDeployUnits(tree: Tree, name: string, port: number): void {
  const dockerfile = `services/${DOCKERFILE_MODEL}/Dockerfile`;
  const dockerText = read(tree, dockerfile);
  const dockerPort = portIn(dockerText, /^EXPOSE (\d+)$/m, dockerfile);
  tree.write(`services/${name}/Dockerfile`, renamed(dockerText, DOCKERFILE_MODEL, dockerPort, name, port));

  const manifest = `deploy/k8s/${MANIFEST_MODEL}.yaml`;
  const manifestText = read(tree, manifest);
  const manifestPort = portIn(manifestText, /containerPort: (\d+)/, manifest);
  tree.write(`deploy/k8s/${name}.yaml`, renamed(manifestText, MANIFEST_MODEL, manifestPort, name, port));
  insertAfterLast(tree, 'deploy/k8s/kustomization.yaml', /^ {2}- [a-z]+\.yaml$/, `  - ${name}.yaml`);
  // The kustomization lists the gateway and the frontends last; keep the new domain with the other services.
  const kustomization = read(tree, 'deploy/k8s/kustomization.yaml').split('\n');
  const entry = kustomization.indexOf(`  - ${name}.yaml`);
  kustomization.splice(entry, 1);
  kustomization.splice(kustomization.indexOf('  - gateway.yaml'), 0, `  - ${name}.yaml`);
  tree.write('deploy/k8s/kustomization.yaml', kustomization.join('\n'));

  const url = `${name.toUpperCase()}_URL`;
  insertAfterLast(
    tree,
    'deploy/k8s/config.yaml',
    /^ {2}[A-Z]+_URL: http:\/\//,
    `  ${url}: http://${name}:${port}`,
  );
  insertAfterLast(tree, 'compose.yaml', /^ {2}[A-Z]+_URL: http:\/\//, `  ${url}: http://${name}:${port}`);

  // The compose service, after the model's block, in the model's shape.
  const compose = read(tree, 'compose.yaml');
  const start = compose.indexOf(`\n  ${MANIFEST_MODEL}:\n`);
  const end = compose.indexOf('\n\n', start + 1);
  if (start < 0 || end < 0) throw new Error(`compose.yaml: no "${MANIFEST_MODEL}" service to model on`);
  const block = compose.slice(start, end);
  const composePort = portIn(block, /PORT: '(\d+)'/, 'compose.yaml');
  const gatewayAt = compose.indexOf('\n  gateway:\n');
  if (gatewayAt < 0) throw new Error('compose.yaml: no gateway service');
  tree.write(
    'compose.yaml',
    `${compose.slice(0, gatewayAt)}${renamed(block, MANIFEST_MODEL, composePort, name, port)}\n${compose.slice(gatewayAt)}`,
  );

  // The frontends image builds every remote.
  const frontends = 'deploy/frontends/Dockerfile';
  const frontendsText = read(tree, frontends);
  if (!frontendsText.includes(`${name}-app`)) {
    tree.write(frontends, frontendsText.replace(/( [a-z]+-app)( --outputStyle)/, `$1 ${name}-app$2`));
  }
}
