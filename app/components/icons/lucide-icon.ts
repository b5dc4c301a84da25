// lucide-react's icon factory as the browser build has it (vite.config.ts, decision 043): each
// icon module of the library calls it with its name and shapes. The library's own builds the same
// <svg> through a dozen modules (a context for defaults, absolute stroke widths, class merging),
// 7 KB that every page loaded with its first icon; this draws what we use of it, attribute for
// attribute as the server's render (the library itself) writes it, so hydration finds the same
// markup: the default attributes, "lucide lucide-{name}" plus the given classes, aria-hidden
// unless the icon is labelled.
import { createElement, type ReactNode, type SVGProps } from "react";

interface IconData {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string | number>])[];
  aliases?: readonly string[];
}

type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  children?: ReactNode;
};

/** Whether the icon says something to screen readers (the library hides it otherwise). */
function labelled(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
}

export default function createLucideIcon(data: IconData) {
  const own = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const box = data.size ?? 24;
  function LucideIcon({ className, size, color, strokeWidth, children, ...rest }: IconProps) {
    const classes = [...new Set([...own, ...(className ?? "").split(/\s+/)].filter(Boolean))].join(" ");
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size ?? 24,
        height: size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes,
        ...(children != null || labelled(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  LucideIcon.displayName = data.name;
  return LucideIcon;
}
