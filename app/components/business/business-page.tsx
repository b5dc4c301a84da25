import type { ReactNode } from "react";

/** The frame of a business-area page: a tinted band with the one <h1> and a lead, then the content. */
export function BusinessPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <div className="border-b border-rose-100 bg-gradient-to-b from-rose-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{lead}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">{children}</div>
    </>
  );
}
