import type { Tree } from '@nx/devkit';

// A new domain's deploy units (docs/architecture.md "Deploy units"): its Kubernetes folder (the one service template
// with its values) and kustomization entry, its compose service (the one deploy/service.Dockerfile with its build
// arguments), and its URL wherever the others' are listed. Each is an existing domain's, renamed: the ops tests
// (tools/ops/src/deploy-units.test.ts) hold every service's units to that shape. No Dockerfile of its own.

/** A domain that is the template as it is (planning's folder adds an autoscaler and more resources). */
const MODEL = 'school';

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
  const folder = `deploy/k8s/services/${MODEL}/kustomization.yaml`;
  const folderText = read(tree, folder);
  const folderPort = portIn(folderText, /- port=(\d+)$/m, folder);
  tree.write(
    `deploy/k8s/services/${name}/kustomization.yaml`,
    renamed(folderText, MODEL, folderPort, name, port),
  );
  // The kustomization lists the gateway and the frontends last; keep the new domain with the other services.
  insertAfterLast(
    tree,
    'deploy/k8s/kustomization.yaml',
    /^ {2}- services\/(?!gateway$)[a-z]+$/,
    `  - services/${name}`,
  );

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
  const start = compose.indexOf(`\n  ${MODEL}:\n`);
  const end = compose.indexOf('\n\n', start + 1);
  if (start < 0 || end < 0) throw new Error(`compose.yaml: no "${MODEL}" service to model on`);
  const block = compose.slice(start, end);
  const composePort = portIn(block, /PORT: '(\d+)'/, 'compose.yaml');
  const gatewayAt = compose.indexOf('\n  gateway:\n');
  if (gatewayAt < 0) throw new Error('compose.yaml: no gateway service');
  tree.write(
    'compose.yaml',
    `${compose.slice(0, gatewayAt)}${renamed(block, MODEL, composePort, name, port)}\n${compose.slice(gatewayAt)}`,
  );

  // The frontends image builds every remote.
  const frontends = 'deploy/frontends/Dockerfile';
  const frontendsText = read(tree, frontends);
  if (!frontendsText.includes(`${name}-app`)) {
    tree.write(frontends, frontendsText.replace(/( [a-z]+-app)( --outputStyle)/, `$1 ${name}-app$2`));
  }
}
