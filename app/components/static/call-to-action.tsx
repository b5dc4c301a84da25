import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { RichText } from "./rich-text";

export interface CallToActionLink {
  to: string;
  label: string;
}

const TONES = {
  rose: { panel: "bg-rose-700", text: "text-rose-50", button: "text-rose-700 hover:bg-rose-50" },
  dark: { panel: "bg-slate-900", text: "text-slate-200", button: "text-slate-900 hover:bg-slate-100" },
};

/** A coloured panel with its own <h2>, a line of text and one or two buttons. */
export function CallToAction({
  id,
  heading,
  text,
  primary,
  secondary,
  tone = "rose",
}: {
  id: string;
  heading: string;
  text: string;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
  tone?: keyof typeof TONES;
}) {
  const headingId = `${id}-heading`;
  const colours = TONES[tone];
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl px-6 py-10 text-white sm:px-10 ${colours.panel}`}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className={`mt-3 max-w-2xl leading-relaxed ${colours.text}`}>
        <RichText text={text} />
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={primary.to}
          className={`inline-flex items-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold ${colours.button}`}
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
