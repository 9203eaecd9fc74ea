/** The root loader's side of the shared root data (see `root-data.ts` and decision 0018). */
import type { Lang } from '~/domain/i18n';
import type { AppContext } from '~/server/context';
import { rootShared } from '~/server/platform/root-data';
import { rememberRootShared } from './root-data';

/** The address of this language's current shared file; the server renders from the same data. */
export async function rootSharedHref(context: Pick<AppContext, 'services'>, lang: Lang): Promise<string> {
  const file = await rootShared(context.services, lang);
  rememberRootShared(file.href, file.data);
  return file.href;
}
