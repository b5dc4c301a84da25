import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One way to reach us, as a term of a <dl>: an icon and its name, then the address, number or hours. */
export function ContactChannel({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-rose-700" />
        {label}
      </dt>
      <dd className="ml-7">{children}</dd>
    </div>
  );
}
