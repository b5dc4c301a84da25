import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { COMPANY, SUPPORT_HOURS } from "#domain/platform/company";
import { formatTimeRange } from "#i18n/format";
import { parseLanguage } from "#i18n/languages";
import { useTranslation } from "~/hooks/translation";
import type { RootData } from "~/root";
import { type InlineValue, parseInline } from "./inline-markup";

export const TEXT_LINK =
  "font-semibold text-rose-700 underline decoration-rose-300 underline-offset-2 hover:text-rose-800 hover:decoration-rose-700";

/** The seller details and the configured support contact, for {placeholders} in page texts. */
function useInlineValues(): Record<InlineValue, ReactNode> {
  const config = useRouteLoaderData<RootData>("root")?.config;
  const lang = parseLanguage(useTranslation().i18n.language);
  return {
    supportHours: formatTimeRange(SUPPORT_HOURS.from, SUPPORT_HOURS.to, lang),
    company: COMPANY.name,
    orgNumber: COMPANY.orgNumber,
    address: COMPANY.address,
    email: config ? (
      <a href={`mailto:${config.supportEmail}`} className={TEXT_LINK}>
        {config.supportEmail}
      </a>
    ) : null,
    phone: config ? (
      <a href={`tel:${config.supportPhone.replaceAll(" ", "")}`} className={`${TEXT_LINK} whitespace-nowrap`}>
        {config.supportPhone}
      </a>
    ) : null,
  };
}

function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith("/") ? (
    <Link to={href} className={TEXT_LINK}>
      {children}
    </Link>
  ) : (
    <a href={href} className={TEXT_LINK}>
      {children}
    </a>
  );
}

/** One line of page text with its links, strong runs and placeholders rendered. */
export function RichText({ text }: { text: string }) {
  const values = useInlineValues();
  return parseInline(text).map((part, index) => {
    switch (part.kind) {
      case "text":
        return part.text;
      case "strong":
        return (
          <strong key={index} className="font-semibold text-slate-900">
            {part.text}
          </strong>
        );
      case "link":
        return (
          <TextLink key={index} href={part.href}>
            {part.label}
          </TextLink>
        );
      case "value":
        return <span key={index}>{values[part.name as InlineValue] ?? `{${part.name}}`}</span>;
    }
  });
}

/** Paragraphs and bullet lists: a string is a paragraph, an array of strings a list. */
export function Prose({
  blocks,
  className = "",
}: {
  blocks: ReadonlyArray<string | ReadonlyArray<string>>;
  className?: string;
}) {
  return (
    <div className={`space-y-4 leading-relaxed text-slate-700 ${className}`}>
      {blocks.map((block, index) =>
        typeof block === "string" ? (
          <p key={index}>
            <RichText text={block} />
          </p>
        ) : (
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-rose-600">
            {block.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
