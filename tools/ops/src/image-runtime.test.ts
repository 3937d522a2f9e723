import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DockerfileParser, type Copy, type Instruction } from 'dockerfile-ast';
import { freePort, repoRoot, stopProcess, waitUntil } from './testing/platform-processes';

// No container engine here, so a service image is never built in CI. What can be checked without one: that the
// files the runtime stage copies are ALL the service needs. This test lays out a folder exactly as the planning
// image's runtime stage does (what it copies from the build stage is built by the build stage's own command), starts
// the image's CMD there with the image's ENV, and waits for /health and /ready. A bundle that reads a file the image
// leaves out (a migration, a workspace source) fails here. Every service's image is the one Dockerfile with its own
// SERVICE and PORT build arguments (deploy-units.test.ts), so one service stands for all.

const dockerfile = 'deploy/service.Dockerfile';
const buildArgs: Record<string, string> = { SERVICE: 'planning', PORT: '4302' };
/** The Dockerfile's text with the build arguments filled in, as `docker build --build-arg` does. */
const withArgs = (text: string) =>
  text.replace(/\$\{(\w+)\}/g, (whole, name: string) => buildArgs[name] ?? whole);

function stages(instructions: Instruction[]): Map<string, Instruction[]> {
  const byName = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const instruction of instructions) {
    if (instruction.getKeyword() === 'FROM') {
      current = [];
      const name = instruction.getArguments().at(-1)?.getValue() ?? String(byName.size);
      byName.set(name, current);
    }
    current.push(instruction);
  }
  return byName;
}

const args = (instruction: Instruction) => instruction.getArguments().map((a) => a.getValue());
const fromStage = (copy: Instruction) =>
  (copy as Copy)
    .getFlags()
    .find((flag) => flag.getName() === 'from')
    ?.getValue();

let folder: string;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("starts the planning image's CMD from only what its runtime stage copies", async () => {
  const parsed = stages(
    DockerfileParser.parse(withArgs(readFileSync(path.join(repoRoot, dockerfile), 'utf8'))).getInstructions(),
  );
  const build = parsed.get('build');
  const runtime = [...parsed.values()].at(-1)!;
  expect(build).toBeDefined();

  // The build stage's last RUN compiles the service; run it here, against this checkout.
  const compile = build!.filter((i) => i.getKeyword() === 'RUN').at(-1)!;
  const [command, ...commandArgs] = args(compile);
  expect(command).toBe('node');
  const built = spawnSync(process.execPath, commandArgs, { cwd: repoRoot, encoding: 'utf8' });
  expect({ status: built.status, stderr: built.stderr }).toEqual({ status: 0, stderr: '' });

  // The runtime stage's WORKDIR, filled as its COPY lines fill it.
  folder = mkdtempSync(path.join(tmpdir(), 'familyhub-image-'));
  for (const copy of runtime.filter((i) => i.getKeyword() === 'COPY')) {
    const [source, target] = args(copy);
    const into = path.join(folder, target);
    const stage = fromStage(copy);
    if (stage === 'deps') {
      // The production dependencies: this checkout's node_modules stands in for them.
      expect(source).toBe('/app/node_modules');
      symlinkSync(path.join(repoRoot, 'node_modules'), into, 'dir');
    } else if (stage === 'build') {
      expect(source.startsWith('/src/')).toBe(true);
      cpSync(path.join(repoRoot, source.slice('/src/'.length)), into, { recursive: true });
    } else {
      expect(stage).toBeUndefined();
      cpSync(
        path.join(repoRoot, source),
        target.endsWith('/') ? path.join(into, path.basename(source)) : into,
        {
          recursive: true,
        },
      );
    }
  }

  // The runtime stage's link to the service's bundle (its CMD runs the link).
  for (const run of runtime.filter((i) => i.getKeyword() === 'RUN')) {
    const link = /^ln -s (\S+) (\S+)/.exec(run.getArgumentsContent() ?? '');
    if (link) symlinkSync(link[1], path.join(folder, link[2]));
  }

  const imageEnv = Object.fromEntries(
    runtime
      .filter((i) => i.getKeyword() === 'ENV')
      .flatMap((i) => args(i))
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1).replace(/^"(.*)"$/, '$1')];
      }),
  );
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...imageEnv,
    // The machine's own: a free port, loopback, data in the folder, the secrets production requires.
    PORT: String(port),
    SERVICE_HOST: '127.0.0.1',
    FAMILYHUB_DATA_DIR: path.join(folder, 'data'),
    INTERNAL_SIGNING_KEY: randomBytes(32).toString('hex'),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PLATFORM_OPERATOR_PASSWORD: randomBytes(12).toString('base64url'),
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
  };
  const cmd = JSON.parse(runtime.find((i) => i.getKeyword() === 'CMD')!.getArgumentsContent()!) as string[];
  expect(cmd[0]).toBe('node');
  const child = spawn(process.execPath, cmd.slice(1), {
    cwd: folder,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // A service that stops (a file missing from the image) fails the test at once, with what it said.
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the service exited (${code})`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([
      waitUntil(
        async () => (await fetch(`http://127.0.0.1:${port}/ready`)).ok,
        "the planning image's CMD to be ready",
        60_000,
      ),
      exited,
    ]).catch((err: Error) => {
      throw new Error(`${err.message}\n${output.join('')}`);
    });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  } finally {
    await stopProcess(child);
  }
}, 120_000);
