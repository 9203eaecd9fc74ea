import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { BranchCard, BranchesData } from '~/domain/content';

export interface BranchesMap {
  focus(id: number): void;
  destroy(): void;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The branches page's map (Leaflet, loaded only by this page): centred near 40.392, 48.3989, zoom 8 wider than
 * 512 px, else 6; one marker per branch with its title and address. Tiles come from MAP_TILES_URL; without them
 * (offline, or the URL empty) the markers still show on a plain background.
 */
/**
 * Leaflet's own stylesheet (15 KB), linked when the map is first wanted instead of living in the shop's one
 * stylesheet that every page carries inline (decision 0046). Resolves once it has loaded (a map laid out without it
 * draws its tiles in the wrong places); a failed load rejects and the page shows its "map unavailable" state.
 */
let leafletStyles: Promise<void> | undefined;
export function loadMapStyles(): Promise<void> {
  leafletStyles ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletCss;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      leafletStyles = undefined;
      reject(new Error('map styles could not be loaded'));
    };
    document.head.append(link);
  });
  return leafletStyles;
}

export function mountBranchesMap(
  el: HTMLElement,
  data: BranchesData,
  labels: { zoomIn: string; zoomOut: string },
): BranchesMap {
  const wide = window.matchMedia('(min-width: 513px)').matches;
  const map = L.map(el, {
    center: [data.map.lat, data.map.lng],
    zoom: wide ? 8 : 6,
    scrollWheelZoom: false,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  if (data.map.tilesUrl) {
    L.tileLayer(data.map.tilesUrl, { maxZoom: 18, attribution: escapeHtml(data.map.attribution) }).addTo(map);
  }
  const icon = L.divIcon({
    className: 'cn-pin',
    html: '<span></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
  });
  const markers = new Map<number, L.Marker>();
  const add = (b: BranchCard) => {
    const m = L.marker([b.lat, b.lng], { icon, title: b.title, alt: b.title, keyboard: true })
      .bindPopup(`<strong>${escapeHtml(b.title)}</strong><br>${escapeHtml(b.address)}`)
      .addTo(map);
    m.getElement()?.setAttribute('data-branch-id', String(b.id));
    markers.set(b.id, m);
  };
  [...data.baku, ...data.regions].forEach(add);
  return {
    focus(id) {
      const m = markers.get(id);
      if (!m) return;
      map.setView(m.getLatLng(), Math.max(map.getZoom(), 14));
      m.openPopup();
    },
    destroy() {
      map.remove();
    },
  };
}
