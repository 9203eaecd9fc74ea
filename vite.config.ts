import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // one stylesheet for the whole shop (about 18 KB compressed): one render-blocking request instead of five
  build: { target: 'es2022', cssCodeSplit: false },
});
