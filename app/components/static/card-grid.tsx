import type { LucideIcon } from "lucide-react";
import { RichText } from "./rich-text";

export interface CardItem {
  id: string;
  title: string;
  text: string;
}

/** Short points side by side, each with an icon chosen by its id, a title (<h3>) and a text. */
export function CardGrid({ items, icons }: { items: ReadonlyArray<CardItem>; icons: Record<string, LucideIcon> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => {
        const Icon = icons[item.id];
        return (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            {Icon ? (
              <span className="flex size-10 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            ) : null}
            <h3 className="mt-3 font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 leading-relaxed text-slate-700">
              <RichText text={item.text} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
