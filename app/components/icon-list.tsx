import type { LucideIcon } from "lucide-react";

/** A list whose items each start with an icon; the icons are decoration, hidden from screen readers. */
export function IconList({
  items,
  className,
  iconClassName,
}: {
  items: ReadonlyArray<{ key: string; text: string; Icon: LucideIcon }>;
  className: string;
  /** The icons' colour. */
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ key, text, Icon }) => (
        <li key={key} className="flex gap-3">
          <Icon aria-hidden="true" className={`size-5 shrink-0 ${iconClassName}`} />
          {text}
        </li>
      ))}
    </ul>
  );
}
