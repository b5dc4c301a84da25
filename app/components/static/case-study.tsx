import { Quote } from "lucide-react";
import { RichText } from "./rich-text";

export interface CaseStudyContent {
  id: string;
  name: string;
  place: string;
  headline: string;
  summary: string;
  stats: ReadonlyArray<{ value: string; label: string }>;
  challenge: string;
  solution: string;
  outcome: string;
  quote: { text: string; author: string; role: string };
}

export interface CaseStudyLabels {
  results: string;
  challenge: string;
  solution: string;
  outcome: string;
}

/** One partner's story: its numbers, the challenge, what it did, the outcome and a quote. */
export function CaseStudy({ story, labels }: { story: CaseStudyContent; labels: CaseStudyLabels }) {
  const headingId = `${story.id}-heading`;
  return (
    <article
      id={story.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 bg-slate-50 px-6 py-6 sm:px-8">
        <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase">{story.place}</p>
        <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
          {story.name}: {story.headline}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          <RichText text={story.summary} />
        </p>
      </div>
      <div className="space-y-8 px-6 py-8 sm:px-8">
        <dl aria-label={labels.results} className="grid gap-4 sm:grid-cols-3">
          {story.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-rose-50 p-4">
              <dt className="mt-1 text-sm text-slate-700">
                <RichText text={stat.label} />
              </dt>
              <dd className="text-3xl font-extrabold tracking-tight text-rose-700">
                <RichText text={stat.value} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-6 md:grid-cols-3">
          {(
            [
              [labels.challenge, story.challenge],
              [labels.solution, story.solution],
              [labels.outcome, story.outcome],
            ] as const
          ).map(([heading, text]) => (
            <div key={heading}>
              <h3 className="font-semibold text-slate-900">{heading}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                <RichText text={text} />
              </p>
            </div>
          ))}
        </div>
        <figure className="relative rounded-xl border-l-4 border-rose-600 bg-slate-50 py-5 pr-5 pl-14">
          <Quote aria-hidden="true" className="absolute top-5 left-5 size-6 text-rose-600" />
          <blockquote className="text-lg leading-relaxed text-slate-800">
            <p>{story.quote.text}</p>
          </blockquote>
          <figcaption className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{story.quote.author}</span>, {story.quote.role}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
