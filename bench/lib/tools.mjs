import { spawnSync } from 'node:child_process';

/** Whether a command-line tool (wrk, nginx, taskset) is on the PATH. */
export const onPath = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
