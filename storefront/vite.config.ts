import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API lives on the NestJS server; in dev and preview we forward /api to it.
const apiTarget = process.env.BAZAAR_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
