// Runs the Playwright browser tests in shards side by side, each with its own demo server and sandbox
// (their state is per server, so shards never see each other's requests). HUB_BROWSER_SHARDS sets
// how many (default 2: the suite waits on the browser more than it computes); HUB_TEST_PORT the first
// port. Extra arguments go to Playwright (spec files, -g). Exits non-zero when any shard fails.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const shards = Math.max(1, Number(process.env.HUB_BROWSER_SHARDS ?? 2));
const firstPort = Number(process.env.HUB_TEST_PORT ?? 4173);
const extra = process.argv.slice(2);

function runShard(index) {
  const args = ['playwright', 'test', '-c', 'test/browser/playwright.config.ts', ...extra];
  if (shards > 1) args.push(`--shard=${index + 1}/${shards}`, '--pass-with-no-tests');
  const env = { ...process.env, HUB_TEST_PORT: String(firstPort + index) };
  const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = shards > 1 ? `[${index + 1}/${shards}] ` : '';
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

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i)));
const seconds = Math.round((Date.now() - started) / 1000);
const failed = codes.filter((code) => code !== 0).length;
console.log(
  `\nbrowser tests: ${shards} shard(s), ${failed ? `${failed} failed` : 'all passed'} in ${seconds} s`,
);
process.exit(failed ? 1 : 0);
