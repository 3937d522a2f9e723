// Runs the platform's processes: prefixes their output, restarts one that crashes, stops them all.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS_PER_MINUTE = 5;
const COLORS = [36, 35, 33, 32, 34, 91, 96];

/** A line formatter: pino JSON made readable on a terminal (pino-pretty), plain JSON otherwise. */
async function lineFormatter(pretty) {
  if (!pretty) return (line) => line;
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
  });
  return (line) => {
    if (!line.startsWith('{')) return line;
    try {
      return prettify(JSON.parse(line)).replace(/\n$/, '');
    } catch {
      return line;
    }
  };
}

export async function createSupervisor({ cwd, pretty = process.stdout.isTTY === true, log = console.log }) {
  const format = await lineFormatter(pretty);
  const children = new Map();
  let stopping = false;
  let width = 8;

  function prefixOf(name, index) {
    const label = name.padEnd(width);
    return pretty ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m │ ` : `[${name}] `;
  }

  function pipe(stream, prefix, out) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      for (const part of format(line).split('\n')) out.write(`${prefix}${part}\n`);
    });
  }

  function launch(entry) {
    const child = spawn(entry.command, entry.args, {
      cwd,
      env: entry.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    pipe(child.stdout, entry.prefix, process.stdout);
    pipe(child.stderr, entry.prefix, process.stderr);
    child.on('error', (err) => log(`${entry.prefix}could not start: ${err.message}`));
    child.on('exit', (code, signal) => {
      entry.child = undefined;
      if (stopping) return;
      const now = Date.now();
      entry.restarts = entry.restarts.filter((t) => now - t < 60_000);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (entry.restarts.length >= MAX_RESTARTS_PER_MINUTE) {
        log(
          `${entry.prefix}exited (${how}) ${MAX_RESTARTS_PER_MINUTE} times within a minute; not restarting it. The rest keeps running.`,
        );
        return;
      }
      entry.restarts.push(now);
      log(`${entry.prefix}exited unexpectedly (${how}); restarting in 1 s`);
      setTimeout(() => {
        if (!stopping) launch(entry);
      }, RESTART_DELAY_MS).unref();
    });
  }

  return {
    /** Starts `command args` under `name` and keeps it running. */
    start(name, command, args, env) {
      width = Math.max(width, name.length);
      const entry = {
        name,
        command,
        args,
        env,
        restarts: [],
        child: undefined,
        prefix: prefixOf(name, children.size),
      };
      children.set(name, entry);
      launch(entry);
    },
    /**
     * SIGTERM to every child, SIGKILL to any still running after `graceMs`; the children named in `last` (the
     * database the others use) only once the others have ended.
     */
    async stopAll(graceMs = 5000, last = []) {
      stopping = true;
      const others = [...children.values()].filter((e) => !last.includes(e.name));
      await stopEntries(others, graceMs);
      await stopEntries(
        [...children.values()].filter((e) => last.includes(e.name)),
        graceMs,
      );
    },
    /** Last resort when the launcher itself exits. */
    killAll() {
      stopping = true;
      for (const { child } of children.values()) if (child && child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** SIGTERM to `entries`' running children at once; SIGKILL to any still running after `graceMs`. */
async function stopEntries(entries, graceMs) {
  const running = entries
    .map((e) => e.child)
    .filter((c) => c && c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
