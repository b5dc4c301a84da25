import { Link } from "react-router";

/** A page with nothing to show (an empty cart, an unknown order, a missing deal): why, and a way on. */
export function EmptyPage({
  notice,
  title,
  text,
  link,
}: {
  /** A message above the title (why an action on this page was refused). */
  notice?: React.ReactNode;
  title: string;
  text?: string;
  link: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {notice}
      <h1 className="text-3xl font-bold">{title}</h1>
      {text ? <p className="mt-3 text-slate-700">{text}</p> : null}
      <Link
        to={link.to}
        className="mt-8 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
      >
        {link.label}
      </Link>
    </section>
  );
}
