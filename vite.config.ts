import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/build/precompress';

const server = 'http://localhost:3000';

const mantineParts = {
  'core/esm/components': ['Card', 'Paper', 'Alert', 'CloseButton', 'Badge', 'Avatar', 'Grid', 'VisuallyHidden'],
  'core/esm/core/utils': ['create-safe-context', 'use-id'],
  'hooks/esm': ['use-id', 'utils/random-id'],
};
const kitParts = ['ErrorState', 'LoadingState', 'EmptyList'];
const everyPublicPageShows = new RegExp(
  [
    ...Object.entries(mantineParts).flatMap(([folder, names]) =>
      names.map((name) => `node_modules/@mantine/${folder}/${name}/`),
    ),
    ...kitParts.map((name) => `web/src/kit/${name}\\.tsx$`),
  ]
    .map((pattern) => pattern.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

/**
 * Two builds: the browser's (`vite build`, into dist/web) and the server renderer's (`vite build --ssr
 * src/entry-server.tsx`, into dist/web/.ssr, which the static files never serve: dot folders are not served).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react(), ...(isSsrBuild ? [] : [precompressPlugin()])],
  build: isSsrBuild
    ? { outDir: '../dist/web/.ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // Which chunks each page needs: the bundle budget (scripts/build/bundleBudget.ts) reads it.
        manifest: true,
        rolldownOptions: {
          output: {
            // Libraries change less often than the app: separate chunks stay cached across deploys.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
                // Only the library parts the first page needs, each once: one chunk compresses better than many small ones.
                // Whatever a page or a later-loaded part adds goes with that page (per-route chunks).
                { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2, tags: ['$initial'] },
                // What every public page shows (cards, badges, avatars, the grid, an alert with its close button, the loading,
                // empty and error states) in one chunk rather than a dozen of a few hundred bytes each, which compress worse
                // one by one.
                { name: 'ui', test: everyPublicPageShows, priority: 2 },
                { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/, priority: 1, tags: ['$initial'] },
                // The app's own shell (layouts, session, header, footer) in one chunk: the area route tables that load later
                // share parts of it, and without the group each shared part became a chunk of its own.
                { name: 'shell', test: /[\\/]web[\\/]src[\\/]/, priority: 0, tags: ['$initial'] },
                // The positioning library (popovers, menus, tooltips: 22 KB gzip) alone in its chunk, so a page that only
                // shares a small helper with a popover does not download it.
                { name: 'floating-utils', test: /node_modules[\\/]@floating-ui[\\/]utils[\\/]/, priority: 2 },
                { name: 'floating-ui', test: /node_modules[\\/](@floating-ui|tabbable)[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/trpc': server,
      '/api': server,
      '/admin/api': server,
      '/dev': server,
    },
  },
}));
