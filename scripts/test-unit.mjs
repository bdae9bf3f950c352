// `npm run test:unit`: Vitest's `unit` project (happy-dom, both cores), then the `storybook` project
// (every story and its play in Chromium) in shards side by side. Stories share a browser's cookies and
// storage, so one Vitest process runs its story files one at a time; each shard is a process with a
// browser of its own, so shards never see each other's sign-in or saved state. HUB_STORY_SHARDS sets
// how many (default 2). Extra arguments go to both runs (file filters, -t). Exits non-zero on a failure.
import { runLabelled, runShards } from './shards.mjs';

const shards = Math.max(1, Number(process.env.HUB_STORY_SHARDS ?? 2));
const extra = process.argv.slice(2);

const started = Date.now();
const unit = await runLabelled(['vitest', 'run', '--project', 'unit', '--passWithNoTests', ...extra]);
const unitSeconds = Math.round((Date.now() - started) / 1000);
const stories = await runShards(shards, (index) => [
  'vitest',
  'run',
  '--project',
  'storybook',
  '--passWithNoTests',
  ...extra,
  ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []),
]);
const storySeconds = Math.round((Date.now() - started) / 1000) - unitSeconds;
const failed = stories.filter((code) => code !== 0).length;
console.log(
  `\nunit tests: ${unit === 0 ? 'passed' : 'FAILED'} in ${unitSeconds} s; stories: ${shards} shard(s), ${
    failed ? `${failed} failed` : 'all passed'
  } in ${storySeconds} s`,
);
process.exit(unit !== 0 || failed ? 1 : 0);
