import { data } from 'react-router';
import type { Route } from './+types/admin-resource';
import { parseListQuery } from '~/domain/api/admin';
import { hasPermission } from '~/domain/permissions';
import { ListView } from '../features/list/list-view';
import { RecordPage } from '../features/form/record-page';
import { permissionFor, readRecord, requireStaffPage, resourceFor } from '../lib/admin-data.server';
import { listParams, readListState } from '../lib/list-state';
import { idOf, recordModeOf } from '../lib/record-href';

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `${d.record?.title ?? d.meta.title} — Volt` : 'Volt' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * `/admin/<resource>`: the one list view, and with `?do=view|update|create&id=` the record's page (ADM-6).
 * Read in-process through the resource (admin-data.server.ts), with the permissions of the API routes.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context);
  const r = resourceFor(context, staff, params.resource);
  const ctx = { staff, lang: staff.lang };
  const t = (key: string) => context.services.i18n.t(staff.lang, key);
  const meta = await r.meta(ctx);
  const url = new URL(request.url);
  const mode = recordModeOf(url.searchParams);

  if (mode) {
    const may = (action: string) => hasPermission(staff, permissionFor(r, action));
    if (mode === 'create') {
      if (!may('create') || !r.create) throw data({ status: 403 }, { status: 403, headers: NO_STORE });
      const from = idOf(url.searchParams.get('from'));
      // duplicate: the create form filled from an existing record (the resource's own copy when it has one)
      const rec =
        from && r.duplicate
          ? await r.duplicate(from, ctx)
          : from && r.info
            ? await r.info(from, ctx)
            : r.blank
              ? await r.blank(ctx)
              : null;
      if (rec && !rec.ok)
        throw data(
          { status: rec.kind === 'notFound' ? 404 : 400 },
          { status: rec.kind === 'notFound' ? 404 : 400, headers: NO_STORE },
        );
      const record = rec
        ? { ...rec.data, id: 0, siteUrl: null, sections: undefined, actions: undefined, badge: undefined }
        : { id: 0, title: meta.title, siteUrl: null, fields: meta.fields };
      return data({ meta, mode, record, list: null, listError: null }, { headers: NO_STORE });
    }
    const id = idOf(url.searchParams.get('id'));
    if (!id || !r.info) throw data({ status: 404 }, { status: 404, headers: NO_STORE });
    // with the version it is read at: the form's save sends it back (decision 0059)
    const rec = await readRecord(context, r, id, ctx);
    if (!rec.ok)
      throw data(
        { status: rec.kind === 'notFound' ? 404 : 400 },
        { status: rec.kind === 'notFound' ? 404 : 400, headers: NO_STORE },
      );
    // without the right to change it, the record is shown, not offered for editing
    const editable = mode === 'update' && may('update') && !!r.update && !rec.data.readOnly;
    return data(
      { meta, mode: editable ? ('update' as const) : ('view' as const), record: rec.data, list: null, listError: null },
      { headers: NO_STORE },
    );
  }

  const state = readListState(url.searchParams, meta);
  const parsed = parseListQuery(Object.fromEntries(listParams(state)), r.listSpec);
  if (!parsed.ok)
    return data(
      { meta, mode: null, record: null, list: null, listError: t('admin-ui.list.badQuery') },
      { headers: NO_STORE },
    );
  const list = await r.list(parsed.query, ctx);
  if (!list.ok)
    return data({ meta, mode: null, record: null, list: null, listError: t(list.code) }, { headers: NO_STORE });
  return data({ meta, mode: null, record: null, list: list.data, listError: null }, { headers: NO_STORE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AdminResource({ loaderData }: Route.ComponentProps) {
  const { meta, mode, record, list, listError } = loaderData;
  if (mode && record)
    return <RecordPage key={`${meta.resource}-${mode}-${record.id}`} meta={meta} mode={mode} record={record} />;
  return <ListView meta={meta} list={list} error={listError} />;
}
