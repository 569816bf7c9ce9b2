import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    // The offline field app (decision 113): the portal itself, installable, with a service worker
    // that the app registers only when a field user asks for use without signal.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Ilaw staff portal',
        short_name: 'Ilaw',
        description: 'Staff portal of the electric cooperative, also for reading and field work without signal.',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1565c0',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // The reads a field screen needs, answered from the last good answer without signal.
            // (Serialized into the worker: no outside names here.)
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/(auth\/user$|Branches$|options\/|v2\/portal$|v2\/user\/|v2\/reference\/|v2\/billing\/(bill-months|routes|meter-readings\/route-sheet|field-orders|field-findings)(\/|$)|v2\/gis\/poles$)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'ilaw-field-api',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 300 },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    // The API server (apps/api) answers /api and serves the built app in production.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
