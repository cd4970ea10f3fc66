import type { Timing } from './measure';

export type OpenLoopTiming = Timing & { offered: number; errors: number; p95: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open loop: `total` operations started at a fixed offered rate, whether or not earlier ones have answered, as real
 * users arrive. Latency counts from when each operation was due, not when it was sent, so a stalled server cannot
 * hide its queue (no coordinated omission).
 */
export const openLoop = async (
  total: number,
  perSecond: number,
  work: (i: number) => Promise<void>,
): Promise<OpenLoopTiming> => {
  const latencies: number[] = [];
  let errors = 0;
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    running.push(
      work(i).then(
        () => void latencies.push(performance.now() - due),
        () => void errors++,
      ),
    );
  }
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    offered: perSecond,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
};
