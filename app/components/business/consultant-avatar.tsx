/** The consultant's initials in a circle: no external photo. */
export function ConsultantAvatar({ name, label, size = "md" }: { name: string; label: string; size?: "md" | "lg" }) {
  const parts = name.split(" ");
  const initials = `${parts[0]?.[0] ?? ""}${parts.at(-1)?.[0] ?? ""}`;
  const box = size === "lg" ? "size-28 text-4xl" : "size-14 text-xl";
  return (
    <span
      role="img"
      aria-label={label}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-rose-600 to-amber-500 font-bold text-white ${box}`}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
