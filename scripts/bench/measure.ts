/** Runs `total` operations with `concurrency` in flight; throughput and latency quantiles in ms. */
export type Timing = { perSecond: number; p50: number; p99: number };

export const measure = async (
  total: number,
  concurrency: number,
  work: (i: number) => Promise<void>,
): Promise<Timing> => {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await work(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: total / seconds, p50: at(0.5), p99: at(0.99) };
};
