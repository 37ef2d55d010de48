import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office is served by the API under /admin (and by `vite preview` for
// browser checks). Both dev and preview forward /api to the NestJS server
// (http://localhost:3000 unless BAZAAR_API_URL says otherwise).
const apiTarget = process.env.BAZAAR_API_URL || 'http://localhost:3000';
const api = { '/api': { target: apiTarget, changeOrigin: false } };

// Only React itself is a named vendor chunk (stable across releases, cached long).
// react-admin and MUI are left to the bundler on purpose: a manual group pulls every
// module it matches into the first page load, including the parts only lazy resources
// use (STACK.md pitfall 9 was about react-admin in one chunk; lazy resources now split it).
const vendorGroups: Array<[name: string, test: RegExp]> = [
  ['react', /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Vite 8 bundles with Rolldown: `codeSplitting.groups` is the successor of
        // Rollup's `manualChunks` (which Rolldown only keeps as a deprecated alias).
        codeSplitting: {
          groups: vendorGroups.map(([name, test], i) => ({
            name: `vendor-${name}`,
            test,
            priority: vendorGroups.length - i,
          })),
        },
      },
    },
  },
  server: { port: 5174, proxy: api },
  preview: { port: 4174, proxy: api },
});
