import type { LucideIcon } from "lucide-react";
import type { CardItem } from "./card-grid";
import { RichText } from "./rich-text";

/** Numbered steps in order (<ol>), each with an icon chosen by its id, a title (<h3>) and a text. */
export function StepList({ steps, icons }: { steps: ReadonlyArray<CardItem>; icons: Record<string, LucideIcon> }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {steps.map((step, index) => {
        const Icon = icons[step.id];
        return (
          <li key={step.id} className="relative rounded-xl border border-slate-200 bg-white p-5 pl-16 shadow-sm">
            <span
              aria-hidden="true"
              className="absolute top-5 left-5 flex size-8 items-center justify-center rounded-full bg-rose-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              {Icon ? <Icon aria-hidden="true" className="size-4 text-rose-700" /> : null}
              {step.title}
            </h3>
            <p className="mt-1 leading-relaxed text-slate-700">
              <RichText text={step.text} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
