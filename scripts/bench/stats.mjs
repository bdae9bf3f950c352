// Figures from repeated runs: the median with the smallest and largest, so noise shows as a spread.

/** `{ median, min, max, runs }` of a list of numbers (rounded to 0.1). */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median: round(median), min: round(sorted[0]), max: round(sorted.at(-1)), runs: sorted.length };
}

/** Runs `measure` `runs` times in a row and returns the spread of its results. */
export async function repeat(runs, measure) {
  const values = [];
  for (let i = 0; i < runs; i += 1) values.push(await measure(i));
  return spread(values);
}
