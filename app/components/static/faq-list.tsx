import { ChevronDown } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Prose } from "./rich-text";

export interface FaqItem {
  id: string;
  question: string;
  answer: ReadonlyArray<string>;
}

/**
 * Questions that open and close with native <details>/<summary>: keyboard-operable and working
 * before (or without) JavaScript. A link to /faq#<id> opens that question once the page runs.
 */
export function FaqList({ items }: { items: ReadonlyArray<FaqItem> }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group scroll-mt-24" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <Prose blocks={item.answer} className="px-5 pb-5" />
        </details>
      ))}
    </div>
  );
}
