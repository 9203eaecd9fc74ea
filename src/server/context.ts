import type { Config } from './config.ts';
import type { Services } from './services.ts';

/** What every React Router loader and action receives as `context`. */
export interface AppContext {
  services: Services;
  config: Config;
  requestId: string;
  clientIp: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
