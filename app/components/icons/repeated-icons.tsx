// Icons a page repeats many times (every deal card's pin, star, heart and cart; each review's
// stars) are drawn once per page as SVG symbols and each copy points at its symbol: 24 cards
// otherwise repeat the same paths about a hundred times, which the server renders and compresses
// on every page it cannot take from the cache. The icons are lucide's; "inherit" lets a copy's
// class fill them (a saved heart, a rating's stars).
import { Check, Heart, MapPin, ShoppingCart, Star, type LucideIcon } from "lucide-react";

const ICONS = {
  heart: Heart,
  "map-pin": MapPin,
  "shopping-cart": ShoppingCart,
  star: Star,
  check: Check,
} satisfies Record<string, LucideIcon>;

export type RepeatedIconName = keyof typeof ICONS;

/** The deal cards' and reviews' icons, which the site shell draws on every page that may show them. */
export const SHELL_ICONS: readonly RepeatedIconName[] = ["heart", "map-pin", "shopping-cart", "star"];

/**
 * A route's `handle` for a page that shows no deal card, rating or review (a dashboard, an account
 * page): the shell leaves out its symbols, about 2 KB of markup the page would never use.
 */
export const WITHOUT_SHELL_ICONS = { shellIcons: false } as const;

/** False when a matched route says its page shows none of SHELL_ICONS. */
export function pageUsesShellIcons(matches: readonly { handle: unknown }[]): boolean {
  return !matches.some(
    (match) => typeof match.handle === "object" && match.handle !== null && "shellIcons" in match.handle,
  );
}

const symbolId = (name: RepeatedIconName) => `icon-${name}`;

/**
 * The symbols, once per page: the site shell renders SHELL_ICONS; a part of a page that repeats
 * another icon (the plan cards' ticks) renders that one's symbol itself, once.
 */
export function RepeatedIconSymbols({ names = SHELL_ICONS }: { names?: readonly RepeatedIconName[] }) {
  return (
    <svg aria-hidden="true" className="hidden">
      {names.map((name) => {
        const Icon = ICONS[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon fill="inherit" />
          </symbol>
        );
      })}
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
