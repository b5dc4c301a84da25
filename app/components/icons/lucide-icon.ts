// lucide-react's icon factory as both builds have it (vite.config.ts, decisions 043 and 062): each
// icon module of the library calls it with its name and shapes. The library's own builds the same
// <svg> through a dozen modules (a context for defaults, absolute stroke widths, class merging),
// 7 KB that every page loaded with its first icon, and on the server it rebuilt the icon's
// attributes, classes and shapes for every copy of every page it rendered; this draws what we use
// of it, attribute for attribute as the library writes it (lucide-icon.test.ts compares the two),
// so hydration finds the same markup: the default attributes, "lucide lucide-{name}" plus the
// given classes, aria-hidden unless the icon is labelled. An icon's shapes never change, so their
// elements are made once, and its class list once per class name the code gives it.
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
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

/** Class lists kept per icon: the code gives each icon a handful of class names, never user input. */
const MAX_CLASS_LISTS = 64;

export default function createLucideIcon(data: IconData) {
  const own = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const box = data.size ?? 24;
  const viewBox = `0 0 ${box} ${box}`;
  const shapes = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  const classLists = new Map<string, string>();
  const classesOf = (className = "") => {
    let classes = classLists.get(className);
    if (classes === undefined) {
      classes = [...new Set([...own, ...className.split(/\s+/)].filter(Boolean))].join(" ");
      if (classLists.size < MAX_CLASS_LISTS) classLists.set(className, classes);
    }
    return classes;
  };
  function LucideIcon({ className, size, color, strokeWidth, children, ...rest }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size ?? 24,
        height: size ?? 24,
        viewBox,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classesOf(className),
        ...(children != null || labelled(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...shapes,
      children,
    );
  }
  LucideIcon.displayName = data.name;
  return LucideIcon;
}
