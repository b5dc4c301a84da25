// A small static map from slippy-map tiles (OpenStreetMap's scheme): which tiles cover a
// width × height view centred on a point, and where each goes. No map library: the view never
// moves, so a handful of <image> elements in an SVG is the whole map.
import type { Coordinates } from "#domain/partners/city-centres";

const TILE = 256;

export interface PlacedTile {
  src: string;
  x: number;
  y: number;
}

export function tilesAround(template: string, point: Coordinates, zoom: number, width: number, height: number) {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((point.lat * Math.PI) / 180);
  // Web Mercator: the point's position in pixels on the whole world's map at this zoom.
  const px = ((point.lon + 180) / 360) * scale;
  const py = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  const left = Math.round(px - width / 2);
  const top = Math.round(py - height / 2);
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height - 1) / TILE); ty++) {
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width - 1) / TILE); tx++) {
      const src = template.replace("{z}", String(zoom)).replace("{x}", String(tx)).replace("{y}", String(ty));
      tiles.push({ src, x: tx * TILE - left, y: ty * TILE - top });
    }
  }
  return tiles;
}
