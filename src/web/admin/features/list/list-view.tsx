import { areaOfResource } from '../../lib/media-area';
import { useEffect, useMemo, useRef, useState, type DragEvent, type FormEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import {
  ADMIN_PAGE_SIZES,
  type AdminList,
  type AdminRow,
  type FilterDef,
  type RemoveOutcome,
  type RemovePlan,
  type ResourceMeta,
} from '~/domain/api/admin';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { AdminIcon } from '../../components/admin-icons';
import { useConfirm } from '../../components/confirm';
import { adminGet, adminPost, type AdminApiOptions } from '../../lib/admin-api';
import { listHref, pageWindow, readListState, sortKeyOf, sortPatch, type ListState } from '../../lib/list-state';
import { recordHref, safeHref } from '../../lib/record-href';
import { useAdminApi } from '../../lib/use-admin-api';
import { Cell } from './cells';
import { reorderItems, treeOrder, type DropPlace } from './tree-rows';

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
  const confirm = useConfirm();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { revalidate, state: revalidating } = useRevalidator();
  const state = useMemo(() => readListState(new URLSearchParams(location.search), meta), [location.search, meta]);
  const go = (patch: Partial<ListState>) => navigate(listHref(state, patch));
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
  const selectable = meta.can.remove && meta.tools.includes('remove');
  const allOnPage = rows.length > 0 && rows.every((x) => selected.has(x.row.id));

  const tools = meta.tools;
  const openHref = (id: number) =>
    recordHref(location.search, meta.can.update && tools.includes('edit') ? 'update' : 'view', id);

  // removal (decision 0063): the server first tells what removing each will do — a product with orders is kept and
  // deactivated, not deleted — so the question and the toast say what happens to each, not "deleted" for all
  const removeOne = async (row: AdminRow) => {
    const plan = await removePlanOf(meta.resource, [row.id], api);
    const keeps = !!plan?.deactivated.includes(row.id);
    const title = rowTitle(meta, row);
    const ask = keeps
      ? {
          text: t('admin-ui.list.confirmDeactivate', { title }),
          confirmLabel: t('admin-ui.list.deactivate'),
          danger: false,
        }
      : { text: t('admin-ui.list.confirmRemove', { title }), confirmLabel: t('admin-ui.list.remove'), danger: true };
    if (!(await confirm(ask))) return;
    const r = await adminPost<{ removed?: RemoveOutcome }>(`/${meta.resource}/remove/${row.id}`, {}, api);
    if (r.ok)
      toast.success(r.data.removed === 'deactivated' ? t('admin-ui.list.deactivated') : t('admin-ui.list.removed'));
    else toast.error(r.error);
    void revalidate();
  };

  const removeSelected = async () => {
    const ids = [...selected];
    if (!ids.length) return;
    const plan = await removePlanOf(meta.resource, ids, api);
    const ask = plan?.deactivated.length
      ? {
          text: t('admin-ui.list.planIntro', { count: ids.length }),
          details: [
            ...(plan.deleted.length ? [t('admin-ui.list.planDelete', { count: plan.deleted.length })] : []),
            t('admin-ui.list.planDeactivate', { count: plan.deactivated.length }),
          ],
          confirmLabel: plan.deleted.length ? t('admin-ui.list.remove') : t('admin-ui.list.deactivate'),
          danger: plan.deleted.length > 0,
        }
      : {
          text: t('admin-ui.list.confirmRemoveMany', { count: ids.length }),
          confirmLabel: t('admin-ui.list.remove'),
          danger: true,
        };
    if (!(await confirm(ask))) return;
    let deleted = 0;
    let deactivated = 0;
    let lastError = '';
    for (const id of ids) {
      const r = await adminPost<{ removed?: RemoveOutcome }>(`/${meta.resource}/remove/${id}`, {}, api);
      if (!r.ok) lastError = r.error;
      else if (r.data.removed === 'deactivated') deactivated++;
      else deleted++;
    }
    if (deactivated)
      toast.success(
        [
          ...(deleted ? [t('admin-ui.list.outcomeDeleted', { count: deleted })] : []),
          t('admin-ui.list.outcomeDeactivated', { count: deactivated }),
        ].join(', '),
      );
    else if (deleted) toast.success(t('admin-ui.list.removedMany', { count: deleted }));
    if (lastError) toast.error(lastError);
    setSelected(new Set());
    void revalidate();
  };

  const toggleVerified = async (row: AdminRow) => {
    const r = await adminPost(`/${meta.resource}/verify/${row.id}`, { verified: !row.verified }, api);
    if (r.ok) toast.success(!row.verified ? t('admin-ui.list.verified') : t('admin-ui.list.unverified'));
    else toast.error(r.error);
    void revalidate();
  };

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
    const r = await adminPost(`/${meta.resource}/reorder`, { items }, api);
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
              <a key={l.href} className="adm-btn" href={safeHref(l.href)!} {...(l.download ? { download: '' } : {})}>
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
            {meta.searchable ? <SearchBox key={state.q} initial={state.q} onSearch={(q) => go({ q })} /> : null}
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
            <button
              type="button"
              className="adm-btn adm-btn-danger adm-btn-sm"
              onClick={() => void removeSelected()}
              data-testid="bulk-remove"
            >
              <AdminIcon name="trash" size={15} />
              {t('admin-ui.list.removeSelected')}
            </button>
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

/** Resources without a remove plan (they delete whatever they remove): asked once per page load. */
const planless = new Set<string>();

/** What removing these records will do, when the resource can tell (a 404: it deletes whatever it removes). */
async function removePlanOf(resource: string, ids: number[], api: AdminApiOptions): Promise<RemovePlan | null> {
  if (planless.has(resource)) return null;
  const r = await adminGet<RemovePlan>(`/${resource}/remove-plan`, { ids: ids.join(',') }, api);
  if (!r.ok && r.status === 404) planless.add(resource);
  return r.ok ? r.data : null;
}

/**
 * True when the table is wider than its box even with its columns wrapped (a resource with many columns on a narrow
 * window). The box then scrolls sideways by itself (`.is-wide`) instead of the whole page; otherwise it does not
 * scroll, so the header row can stick under the page's header.
 */
function useWiderThanBox(ref: RefObject<HTMLDivElement | null>, rows: unknown): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const box = ref.current;
    const table = box?.querySelector('table');
    if (!box || !table || typeof ResizeObserver === 'undefined') return;
    const check = () => setWide(table.offsetWidth > box.clientWidth + 1);
    const seen = new ResizeObserver(check);
    seen.observe(box);
    seen.observe(table);
    check();
    return () => seen.disconnect();
  }, [ref, rows]);
  return wide;
}

/** The column that opens the record: the first text one (the title), else the first. */
function firstTextColumn(meta: ResourceMeta): number {
  const i = meta.columns.findIndex((c) => c.kind === 'text' && c.name !== 'id');
  return i >= 0 ? i : 0;
}

function rowTitle(meta: ResourceMeta, row: AdminRow): string {
  const c = meta.columns[firstTextColumn(meta)];
  const v = c ? row[c.name] : null;
  return typeof v === 'string' && v ? v : `#${row.id}`;
}

function RowTools({
  meta,
  row,
  search,
  onRemove,
  onVerify,
}: {
  meta: ResourceMeta;
  row: AdminRow;
  search: string;
  onRemove: () => void;
  onVerify: () => void;
}) {
  const t = useT();
  const has = (tool: string) => meta.tools.includes(tool as never);
  return (
    <div className="adm-tools">
      {has('verify') && meta.can.verify && row.verified !== undefined ? (
        <button
          type="button"
          className={`adm-switch${row.verified ? ' is-on' : ''}`}
          role="switch"
          aria-checked={!!row.verified}
          title={t('admin-ui.list.verify')}
          onClick={onVerify}
          data-testid="tool-verify"
        >
          <span className="adm-switch-knob" />
        </button>
      ) : null}
      {has('view') ? (
        <Link
          className="adm-tool"
          to={recordHref(search, 'view', row.id)}
          title={t('admin-ui.list.view')}
          aria-label={t('admin-ui.list.view')}
          data-testid="tool-view"
        >
          <AdminIcon name="eye" size={16} />
        </Link>
      ) : null}
      {has('edit') && meta.can.update ? (
        <Link
          className="adm-tool"
          to={recordHref(search, 'update', row.id)}
          title={t('admin-ui.list.edit')}
          aria-label={t('admin-ui.list.edit')}
          data-testid="tool-edit"
        >
          <AdminIcon name="edit" size={16} />
        </Link>
      ) : null}
      {has('duplicate') && meta.can.create ? (
        <Link
          className="adm-tool"
          to={recordHref(search, 'create', null, row.id)}
          title={t('admin-ui.list.duplicate')}
          aria-label={t('admin-ui.list.duplicate')}
          data-testid="tool-duplicate"
        >
          <AdminIcon name="copy" size={16} />
        </Link>
      ) : null}
      {has('viewOnSite') && safeHref(row.siteUrl) ? (
        <a
          className="adm-tool"
          href={safeHref(row.siteUrl)!}
          target="_blank"
          rel="noopener"
          title={t('admin-ui.list.viewOnSite')}
          aria-label={t('admin-ui.list.viewOnSite')}
          data-testid="tool-site"
        >
          <AdminIcon name="external" size={16} />
        </a>
      ) : null}
      {has('remove') && meta.can.remove ? (
        <button
          type="button"
          className="adm-tool adm-tool-danger"
          onClick={onRemove}
          title={t('admin-ui.list.remove')}
          aria-label={t('admin-ui.list.remove')}
          data-testid="tool-remove"
        >
          <AdminIcon name="trash" size={16} />
        </button>
      ) : null}
    </div>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [q, setQ] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form className="adm-search" role="search" onSubmit={submit}>
      <AdminIcon name="search" size={16} />
      <input
        type="search"
        className="adm-input"
        value={q}
        maxLength={100}
        placeholder={t('admin-ui.list.search')}
        aria-label={t('admin-ui.list.search')}
        onChange={(e) => setQ(e.target.value)}
        data-testid="search"
      />
    </form>
  );
}

function FilterControl({ def, value, onChange }: { def: FilterDef; value: string; onChange: (v: string) => void }) {
  const t = useT();
  if (def.kind === 'select' || def.kind === 'bool') {
    const options =
      def.kind === 'bool'
        ? [
            { value: '1', label: t('admin-ui.common.yes') },
            { value: '0', label: t('admin-ui.common.no') },
          ]
        : (def.options ?? []);
    return (
      <label className="adm-filter">
        <span className="adm-filter-label">{def.label}</span>
        <select
          className="adm-select"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`filter-${def.name}`}
        >
          <option value="">{t('admin-ui.list.any')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (def.kind === 'date') {
    return (
      <label className="adm-filter">
        <span className="adm-filter-label">{def.label}</span>
        <input
          type="date"
          className="adm-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`filter-${def.name}`}
        />
      </label>
    );
  }
  return <TextFilter key={value} def={def} value={value} onChange={onChange} />;
}

function TextFilter({ def, value, onChange }: { def: FilterDef; value: string; onChange: (v: string) => void }) {
  const [v, setV] = useState(value);
  return (
    <form
      className="adm-filter"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(v.trim());
      }}
    >
      <label className="adm-filter-label" htmlFor={`adm-f-${def.name}`}>
        {def.label}
      </label>
      <input
        id={`adm-f-${def.name}`}
        className="adm-input"
        value={v}
        maxLength={100}
        onChange={(e) => setV(e.target.value)}
        onBlur={() => v.trim() !== value && onChange(v.trim())}
        data-testid={`filter-${def.name}`}
      />
    </form>
  );
}

/** Page links: first, last, the current one and two on each side, with gaps. */
function Pages({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const list = [...shown].sort((a, b) => a - b);
  return (
    <nav className="adm-pages" aria-label={t('admin-ui.list.pages')}>
      {page > 1 ? (
        <Link className="adm-page-btn" to={href(page - 1)} aria-label={t('admin-ui.list.prev')} data-testid="page-prev">
          <AdminIcon name="chevronLeft" size={16} />
        </Link>
      ) : (
        <span className="adm-page-btn is-disabled">
          <AdminIcon name="chevronLeft" size={16} />
        </span>
      )}
      {list.map((p, i) => (
        <span key={p} className="adm-pages-item">
          {i > 0 && p - list[i - 1]! > 1 ? <span className="adm-page-gap">…</span> : null}
          {p === page ? (
            <span className="adm-page-btn is-current" aria-current="page">
              {p}
            </span>
          ) : (
            <Link className="adm-page-btn" to={href(p)}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < pages ? (
        <Link className="adm-page-btn" to={href(page + 1)} aria-label={t('admin-ui.list.next')} data-testid="page-next">
          <AdminIcon name="chevronRight" size={16} />
        </Link>
      ) : (
        <span className="adm-page-btn is-disabled">
          <AdminIcon name="chevronRight" size={16} />
        </span>
      )}
    </nav>
  );
}
