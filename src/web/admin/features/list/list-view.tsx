import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { ADMIN_PAGE_SIZES, type AdminList, type ResourceMeta } from '~/domain/api/admin';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { AdminIcon } from '../../components/admin-icons';
import { adminApi } from '../../lib/admin-api';
import {
  listHref,
  pageWindow,
  readListState,
  sortKeyOf,
  sortPatch,
  withListFilters,
  type ListState,
} from '../../lib/list-state';
import { areaOfResource } from '../../lib/media-area';
import { recordHref, safeHref } from '../../lib/record-href';
import { useAdminApi } from '../../lib/use-admin-api';
import { Cell } from './cells';
import { firstTextColumn } from './list-columns';
import { FilterControl, SearchBox } from './list-filters';
import { Pages } from './list-pages';
import { BulkActions } from './bulk-actions';
import { RowTools } from './row-tools';
import { reorderItems, treeOrder, type DropPlace } from './tree-rows';
import { useListActions } from './use-list-actions';
import { useWiderThanBox } from './use-wider-than-box';

/**
 * The one list view (ADM-6, decision 0042): everything it shows comes from the resource's `meta` and the
 * list's rows. The address holds the state (list-state.ts); writes (remove, verify, reorder) go to the API and the
 * loader reads the list again.
 */
export function ListView({ meta, list, error }: { meta: ResourceMeta; list: AdminList | null; error: string | null }) {
  const t = useT();
  const lang = useLang();
  const api = useAdminApi();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { revalidate, state: revalidating } = useRevalidator();
  const state = useMemo(() => readListState(new URLSearchParams(location.search), meta), [location.search, meta]);
  const go = (patch: Partial<ListState>, replace = false) => navigate(listHref(state, patch), { replace });
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === location.pathname) ||
    revalidating === 'loading';

  const rows = useMemo(
    () => (meta.tree ? treeOrder(list?.items ?? []) : (list?.items ?? []).map((row) => ({ row, depth: 0 }))),
    [list, meta.tree],
  );
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // a new page of rows starts with nothing selected
  useEffect(() => setSelected(new Set()), [list]);
  const removable = meta.can.remove && meta.tools.includes('remove');
  // rows are selectable for removal or for the resource's bulk action (decision 0085)
  const selectable = removable || !!meta.bulk;
  const allOnPage = rows.length > 0 && rows.every((x) => selected.has(x.row.id));

  const tools = meta.tools;
  const openHref = (id: number) =>
    recordHref(location.search, meta.can.update && tools.includes('edit') ? 'update' : 'view', id);
  const { removeOne, removeSelected, toggleVerified } = useListActions(meta, selected, setSelected, revalidate);

  // drag to reorder (and, in a tree, to move under another row)
  const [drag, setDrag] = useState<{ id: number; over: number | null; place: DropPlace } | null>(null);
  const canReorder = !!meta.reorder && meta.can.update;
  const placeOf = (e: DragEvent<HTMLElement>): DropPlace => {
    const box = e.currentTarget.getBoundingClientRect();
    const y = (e.clientY - box.top) / box.height;
    if (!meta.tree) return y < 0.5 ? 'before' : 'after';
    return y < 0.3 ? 'before' : y > 0.7 ? 'after' : 'inside';
  };
  const drop = async (targetId: number, place: DropPlace) => {
    const moving = drag?.id;
    setDrag(null);
    if (moving === undefined || !list) return;
    const items = reorderItems(rows, moving, targetId, place, !!meta.tree, (list.page - 1) * list.limit);
    if (!items) return;
    const r = await adminApi('resource.reorder', { resource: meta.resource, items }, api);
    if (r.ok) toast.success(t('admin-ui.list.reordered'));
    else toast.error(r.error);
    void revalidate();
  };

  const wrapRef = useRef<HTMLDivElement>(null);
  const wide = useWiderThanBox(wrapRef, list);

  const win = list ? pageWindow(list.page, list.limit, list.total) : null;
  const filtered = !!state.q || Object.keys(state.filters).length > 0;

  return (
    <div className="adm-page" data-testid="list-view" data-resource={meta.resource}>
      <div className="adm-page-head">
        <div>
          <h1 className="adm-h1">{meta.title}</h1>
          {list ? (
            <p className="adm-sub" data-testid="list-total">
              {t('admin-ui.list.total', { count: list.total })}
            </p>
          ) : null}
        </div>
        <div className="adm-page-actions">
          {(meta.links ?? [])
            .filter((l) => safeHref(l.href))
            .map((l) => (
              <a
                key={l.href}
                className="adm-btn"
                href={l.withFilters ? withListFilters(safeHref(l.href)!, state) : safeHref(l.href)!}
                data-testid={l.download ? 'list-download' : undefined}
                {...(l.download ? { download: '' } : {})}
              >
                <AdminIcon name={l.download ? 'download' : 'external'} size={16} />
                {l.label}
              </a>
            ))}
          {meta.can.create ? (
            <Link className="adm-btn adm-btn-primary" to={recordHref(location.search, 'create')} data-testid="create">
              <AdminIcon name="plus" size={16} />
              {t('admin-ui.list.create')}
            </Link>
          ) : null}
        </div>
      </div>

      <div className="adm-card">
        {meta.searchable || meta.filters.length ? (
          <div className="adm-toolbar">
            {meta.searchable ? <SearchBox initial={state.q} onSearch={(q, replace) => go({ q }, replace)} /> : null}
            {meta.filters.map((f) => (
              <FilterControl
                key={f.name}
                def={f}
                value={state.filters[f.name] ?? ''}
                onChange={(v) => go({ filters: { [f.name]: v } })}
              />
            ))}
            {filtered ? (
              <Link className="adm-btn adm-btn-ghost" to="?" data-testid="clear-filters">
                <AdminIcon name="x" size={15} />
                {t('admin-ui.list.clear')}
              </Link>
            ) : null}
          </div>
        ) : null}

        {selectable && selected.size > 0 ? (
          <div className="adm-bulkbar" data-testid="bulk-bar">
            <span>{t('admin-ui.list.selected', { count: selected.size })}</span>
            <BulkActions
              meta={meta}
              selected={[...selected]}
              onDone={() => (setSelected(new Set()), void revalidate())}
            />
            {removable ? (
              <button
                type="button"
                className="adm-btn adm-btn-danger adm-btn-sm"
                onClick={() => void removeSelected()}
                data-testid="bulk-remove"
              >
                <AdminIcon name="trash" size={15} />
                {t('admin-ui.list.removeSelected')}
              </button>
            ) : null}
            <button type="button" className="adm-btn adm-btn-ghost adm-btn-sm" onClick={() => setSelected(new Set())}>
              {t('admin-ui.list.unselect')}
            </button>
          </div>
        ) : null}

        {error ? (
          <div className="adm-empty" role="alert" data-testid="list-error">
            <AdminIcon name="alert" size={28} />
            <p>{error}</p>
            <Link className="adm-btn" to="?">
              {t('admin-ui.list.reset')}
            </Link>
          </div>
        ) : !list || list.items.length === 0 ? (
          <div className="adm-empty" data-testid="list-empty">
            <AdminIcon name={filtered ? 'search' : 'inbox'} size={28} />
            <p>{filtered ? t('admin-ui.list.noMatches') : t('admin-ui.list.empty')}</p>
            {filtered ? (
              <Link className="adm-btn" to="?">
                {t('admin-ui.list.clear')}
              </Link>
            ) : null}
          </div>
        ) : (
          <div
            ref={wrapRef}
            className={`adm-table-wrap${loading ? ' is-loading' : ''}${wide ? ' is-wide' : ''}`}
            aria-busy={loading}
            data-testid="table-wrap"
          >
            <table className="adm-table" data-testid="list-table">
              <thead>
                <tr>
                  {canReorder ? <th className="adm-col-grip" aria-label={t('admin-ui.list.order')} /> : null}
                  {selectable ? (
                    <th className="adm-col-check">
                      <input
                        type="checkbox"
                        checked={allOnPage}
                        aria-label={t('admin-ui.list.selectAll')}
                        onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((x) => x.row.id)))}
                        data-testid="select-all"
                      />
                    </th>
                  ) : null}
                  {meta.columns.map((c, i) => {
                    const key = c.sortable ? sortKeyOf(meta, c.name, lang) : null;
                    const sorted = !!key && (state.sort === key || (!state.sort && meta.defaultSort === key));
                    const dir = key && state.sort === key ? state.dir : null;
                    return (
                      <th
                        key={c.name}
                        className={`adm-col-${c.kind}${i === firstTextColumn(meta) ? ' adm-col-main' : ''}`}
                        aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {key ? (
                          <button
                            type="button"
                            className={`adm-sort${sorted ? ' is-sorted' : ''}`}
                            onClick={() => go(sortPatch(state, key))}
                            data-testid={`sort-${c.name}`}
                          >
                            {c.label}
                            <AdminIcon
                              name={dir === 'asc' ? 'chevronUp' : dir === 'desc' ? 'chevronDown' : 'sort'}
                              size={13}
                            />
                          </button>
                        ) : c.kind === 'image' ? (
                          // a thumbnail says what it is: its column keeps the width of the picture
                          <span className="visually-hidden">{c.label}</span>
                        ) : (
                          c.label
                        )}
                      </th>
                    );
                  })}
                  <th className="adm-col-tools">
                    <span className="visually-hidden">{t('admin-ui.list.tools')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ row, depth }) => (
                  <tr
                    key={row.id}
                    data-testid="list-row"
                    data-id={row.id}
                    className={`${selected.has(row.id) ? 'is-selected' : ''}${drag?.over === row.id ? ` is-drop-${drag.place}` : ''}${drag?.id === row.id ? ' is-dragging' : ''}`}
                    draggable={canReorder}
                    onDragStart={
                      canReorder
                        ? (e) => (
                            e.dataTransfer.setData('text/plain', String(row.id)),
                            setDrag({ id: row.id, over: null, place: 'before' })
                          )
                        : undefined
                    }
                    onDragOver={
                      canReorder
                        ? (e) => {
                            if (!drag) return;
                            e.preventDefault();
                            const place = placeOf(e);
                            if (drag.over !== row.id || drag.place !== place) setDrag({ ...drag, over: row.id, place });
                          }
                        : undefined
                    }
                    onDrop={canReorder ? (e) => (e.preventDefault(), void drop(row.id, placeOf(e))) : undefined}
                    onDragEnd={canReorder ? () => setDrag(null) : undefined}
                  >
                    {canReorder ? (
                      <td className="adm-col-grip" title={t('admin-ui.list.dragToMove')}>
                        <AdminIcon name="grip" size={16} />
                      </td>
                    ) : null}
                    {selectable ? (
                      <td className="adm-col-check">
                        <input
                          type="checkbox"
                          checked={selected.has(row.id)}
                          aria-label={t('admin-ui.list.selectRow', { id: row.id })}
                          onChange={() =>
                            setSelected((s) => {
                              const n = new Set(s);
                              if (n.has(row.id)) n.delete(row.id);
                              else n.add(row.id);
                              return n;
                            })
                          }
                        />
                      </td>
                    ) : null}
                    {meta.columns.map((c, i) => (
                      <td
                        key={c.name}
                        className={`adm-col-${c.kind}${i === firstTextColumn(meta) ? ' adm-col-main' : ''}`}
                      >
                        {i === firstTextColumn(meta) && (tools.includes('edit') || tools.includes('view')) ? (
                          <Link
                            to={openHref(row.id)}
                            className="adm-row-link"
                            style={depth ? { paddingInlineStart: depth * 20 } : undefined}
                          >
                            {depth ? <span className="adm-tree-mark">└</span> : null}
                            <Cell
                              col={c}
                              value={row[c.name]}
                              tone={row[`${c.name}Tone`]}
                              area={areaOfResource(meta.resource)}
                            />
                          </Link>
                        ) : (
                          <Cell
                            col={c}
                            value={row[c.name]}
                            tone={row[`${c.name}Tone`]}
                            area={areaOfResource(meta.resource)}
                          />
                        )}
                      </td>
                    ))}
                    <td className="adm-col-tools">
                      <RowTools
                        meta={meta}
                        row={row}
                        search={location.search}
                        onRemove={() => void removeOne(row)}
                        onVerify={() => void toggleVerified(row)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {list && win && list.total > 0 ? (
          <div className="adm-pager" data-testid="pager">
            <div className="adm-pager-info">
              <span data-testid="pager-text">
                {t('admin-ui.list.pageOf', { limit: list.items.length, total: list.total })}
              </span>
              <label className="adm-pager-size">
                <span>{t('admin-ui.list.perPage')}</span>
                <select
                  className="adm-select adm-select-sm"
                  value={list.limit}
                  onChange={(e) => go({ limit: Number(e.target.value) })}
                  data-testid="page-size"
                >
                  {ADMIN_PAGE_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <Pages page={list.page} pages={win.pages} href={(p) => listHref(state, { page: p })} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
