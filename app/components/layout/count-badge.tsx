/** A small count bubble on a header icon; shows nothing at zero. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="absolute -top-1.5 -right-1.5 flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-5 font-bold text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
