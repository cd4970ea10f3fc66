const LAST_RELOAD_KEY = 'app.chunkReloadAt';
const RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy, an open tab may ask for code chunks that no longer exist: reload to get the new
 * build, but at most once a minute, so a real outage does not become a reload loop.
 */
export const reloadOnStaleChunks = (): void => {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    event.preventDefault();
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    window.location.reload();
  });
};
