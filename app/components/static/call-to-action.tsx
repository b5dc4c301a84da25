import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { RichText } from "./rich-text";

export interface CallToActionLink {
  to: string;
  label: string;
}

/** A rose panel with its own <h2>, a line of text and one or two buttons. */
export function CallToAction({
  id,
  heading,
  text,
  primary,
  secondary,
}: {
  id: string;
  heading: string;
  text: string;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-rose-700 px-6 py-10 text-white sm:px-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-rose-50">
        <RichText text={text} />
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={primary.to}
          className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-rose-700 hover:bg-rose-50"
        >
          {primary.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {secondary ? (
          <Link
            to={secondary.to}
            className="inline-flex items-center rounded-md border border-white/80 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
