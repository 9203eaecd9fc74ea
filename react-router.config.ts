import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8 behaviours, decided explicitly (an unset flag prints a warning at every boot and build).
  // All stay off on 7.x: middleware would change the loaders' `context` (our services), and the others would
  // change the build that the size and speed figures in the README were measured on. Revisit with React Router 8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
