import type { ReactNode } from "react";
import { RichText } from "./rich-text";

/** The frame of a static page: a tinted band with the one <h1> and a lead, then the sections. */
export function StaticPage({
  title,
  lead,
  note,
  children,
}: {
  title: string;
  lead: string;
  /** A small line under the lead, e.g. when a legal text was last changed. */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="border-b border-rose-100 bg-gradient-to-b from-rose-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
            <RichText text={lead} />
          </p>
          {note ? <p className="mt-4 text-sm text-slate-600">{note}</p> : null}
        </div>
      </div>
      <div className="mx-auto max-w-4xl space-y-16 px-4 py-12">{children}</div>
    </>
  );
}

/** A titled part of a static page: an <h2> that also names the section for assistive technology. */
export function PageSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      {intro ? (
        <p className="mt-3 leading-relaxed text-slate-700">
          <RichText text={intro} />
        </p>
      ) : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
