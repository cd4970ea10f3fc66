/** What the bench is doing now, on stderr, so a long run is never silent and the figures stay on stdout. */
const started = performance.now();

export const step = (what: string): void => {
  const seconds = Math.round((performance.now() - started) / 1000);
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  process.stderr.write(`[bench ${clock}] ${what}\n`);
};
