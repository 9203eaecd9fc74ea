import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/web/root';

type LoaderReturn = Awaited<ReturnType<typeof loader>>;
/** The root loader's data: language, messages, site settings and layout data (menus, categories). */
export type RootData = LoaderReturn extends { data: infer X } ? X : LoaderReturn;

export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}
