/** Latency statistics over samples in milliseconds. */
export interface LoadStats {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Runs `work` from `concurrency` loops for `seconds` and measures it like an HTTP load tool would. */
export async function closedLoop(concurrency: number, seconds: number, work: (i: number) => Promise<void>): Promise<LoadStats> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await work(next++);
          latencies.push(performance.now() - t0);
        } catch {
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), requests: latencies.length, failures };
}
