import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/build/precompress';

const server = 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            // Only what the first page loads: a library part used by one lazy page (the block editor's menus) stays with that page.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2, tags: ['$initial'] },
            { name: 'data', test: /node_modules[\\/](@tanstack|@trpc|zod|final-form|react-final-form)[\\/]/, priority: 1, tags: ['$initial'] },
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
});
