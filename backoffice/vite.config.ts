import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office is served by the API under /admin (and by `vite preview` for
// browser checks). Both dev and preview forward /api to the NestJS server
// (http://localhost:3000 unless BAZAAR_API_URL says otherwise).
const apiTarget = process.env.BAZAAR_API_URL || 'http://localhost:3000';
const api = { '/api': { target: apiTarget, changeOrigin: false } };

// Vendor groups, so that no chunk grows far beyond ~500 KB (react-admin alone is
// about 400 KB gzip in one chunk otherwise). Resources are lazy on top of this.
// Groups pull their dependencies in, highest priority first: the shared low-level
// packages (react, then MUI, then react-admin) must come before charts, or recharts'
// dependencies such as clsx would drag the chart chunk into the first page load.
const vendorGroups: Array<[name: string, test: RegExp]> = [
  ['react', /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
  ['mui', /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|@babel[\\/]runtime|hoist-non-react-statics|clsx|prop-types|react-is)[\\/]/],
  ['react-admin', /node_modules[\\/](react-admin|ra-[a-z-]+|@tanstack|react-hook-form|lodash|query-string|decode-uri-component|filter-obj|split-on-first|inflection|jsonexport|react-dropzone|attr-accept|file-selector|react-error-boundary|node-polyglot|dompurify|date-fns|css-mediaquery|react-query)[\\/]/],
  ['charts', /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|decimal\.js-light|es-toolkit|tiny-invariant)[\\/]/],
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
