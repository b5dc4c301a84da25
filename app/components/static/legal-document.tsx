import { Prose } from "./rich-text";

export interface LegalSection {
  id: string;
  heading: string;
  blocks: ReadonlyArray<string | ReadonlyArray<string>>;
}

/** Numbered sections of a legal text, with a table of contents that links to each of them. */
export function LegalDocument({ tocHeading, sections }: { tocHeading: string; sections: ReadonlyArray<LegalSection> }) {
  return (
    <>
      <nav aria-labelledby="toc-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="toc-heading" className="font-semibold text-slate-900">
          {tocHeading}
        </h2>
        <ul className="mt-3 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-slate-700 hover:text-rose-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-10">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
              {section.heading}
            </h2>
            <Prose blocks={section.blocks} className="mt-3" />
          </section>
        ))}
      </div>
    </>
  );
}
