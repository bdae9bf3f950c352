// Runs commands side by side, each line of their output prefixed with a label ("[1/2] "), and
// reports their exit codes. Used by the test scripts that split a suite into shards.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Runs `npx <args>` in the project root with `env` added to the environment, printing its output
 * line by line behind `label`. Resolves with the exit code (1 when it was killed by a signal).
 */
export function runLabelled(args, { env = {}, label = '' } = {}) {
  const child = spawn('npx', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let rest = '';
  const print = (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${label}${line}\n`);
  };
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  return new Promise((done) =>
    child.on('close', (code) => {
      if (rest) process.stdout.write(`${label}${rest}\n`);
      done(code ?? 1);
    }),
  );
}

/** Runs `count` shards side by side: `argsOf(index)` and `envOf(index)` give each its command. */
export async function runShards(count, argsOf, envOf = () => ({})) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      runLabelled(argsOf(index), { env: envOf(index), label: count > 1 ? `[${index + 1}/${count}] ` : '' }),
    ),
  );
}
