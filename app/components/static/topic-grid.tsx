import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

export interface Topic {
  id: string;
  title: string;
  text: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

/** Quick-help topics: an icon, a title (<h3>), a line of text and where to go next. */
export function TopicGrid({ topics, icons }: { topics: ReadonlyArray<Topic>; icons: Record<string, LucideIcon> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {topics.map((topic) => {
        const Icon = icons[topic.id];
        return (
          <li key={topic.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-3 font-semibold text-slate-900">
              {Icon ? (
                <span className="flex size-10 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              ) : null}
              {topic.title}
            </h3>
            <p className="mt-3 leading-relaxed text-slate-700">{topic.text}</p>
            <ul className="mt-4 space-y-1.5">
              {topic.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-flex items-center gap-1.5 font-semibold text-rose-700 hover:text-rose-800 hover:underline"
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
