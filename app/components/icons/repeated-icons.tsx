// Icons a page repeats many times (every deal card's pin, star, heart and cart; each review's
// stars) are drawn once per page as SVG symbols and each copy points at its symbol: 24 cards
// otherwise repeat the same paths about a hundred times, which the server renders and compresses
// on every page it cannot take from the cache. The icons are lucide's; "inherit" lets a copy's
// class fill them (a saved heart, a rating's stars).
import { Heart, MapPin, ShoppingCart, Star, type LucideIcon } from "lucide-react";

const ICONS = { heart: Heart, "map-pin": MapPin, "shopping-cart": ShoppingCart, star: Star } satisfies Record<
  string,
  LucideIcon
>;

export type RepeatedIconName = keyof typeof ICONS;

const symbolId = (name: RepeatedIconName) => `icon-${name}`;

/** The symbols, once per page (the site shell renders them). */
export function RepeatedIconSymbols() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as RepeatedIconName)} viewBox="0 0 24 24">
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** One copy of a repeated icon, sized and coloured by its class (e.g. "size-4 fill-amber-400"). */
export function RepeatedIcon({ name, className }: { name: RepeatedIconName; className: string }) {
  return (
    <svg aria-hidden="true" className={className} fill="none">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
