// Runs the Playwright browser tests in shards side by side, each with its own demo server and sandbox
// (their state is per server, so shards never see each other's requests). HUB_BROWSER_SHARDS sets
// how many (default 2: the suite waits on the browser more than it computes); HUB_TEST_PORT the first
// port. Extra arguments go to Playwright (spec files, -g). Exits non-zero when any shard fails.
import { runShards } from './shards.mjs';

const shards = Math.max(1, Number(process.env.HUB_BROWSER_SHARDS ?? 2));
const firstPort = Number(process.env.HUB_TEST_PORT ?? 4173);
const extra = process.argv.slice(2);

const started = Date.now();
const codes = await runShards(
  shards,
  (index) => [
    'playwright',
    'test',
    '-c',
    'test/browser/playwright.config.ts',
    ...extra,
    ...(shards > 1 ? [`--shard=${index + 1}/${shards}`, '--pass-with-no-tests'] : []),
  ],
  (index) => ({ HUB_TEST_PORT: String(firstPort + index) }),
);
const seconds = Math.round((Date.now() - started) / 1000);
const failed = codes.filter((code) => code !== 0).length;
console.log(
  `\nbrowser tests: ${shards} shard(s), ${failed ? `${failed} failed` : 'all passed'} in ${seconds} s`,
);
process.exit(failed ? 1 : 0);
