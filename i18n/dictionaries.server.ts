// Both dictionaries live on the server; a page receives only its own language's.
import en from "#i18n/locales/en";
import no from "#i18n/locales/no";
import { createTranslator, type TFunction } from "./translate";
import type { Language } from "./languages";
import { messageAreaOf, messageSetOf } from "./message-sets";
import {
  AREA_SECTIONS,
  COMMON_SECTIONS,
  COMMON_SECTIONS_LEFT_OUT,
  PAGE_SECTIONS,
  SECTIONS_OF_AREA,
  SERVER_SECTIONS,
  type MessageArea,
  type Messages,
  type PageMessages,
} from "./messages";

export const DICTIONARIES: Record<Language, Messages> = { no, en };

const TRANSLATORS: Record<Language, TFunction> = { no: createTranslator("no", no), en: createTranslator("en", en) };

/** A translate function for loaders and meta (page titles, e-mails), with every text. */
export function translator(lang: Language): TFunction {
  return TRANSLATORS[lang];
}

function without(messages: Messages, sections: readonly string[]): PageMessages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !sections.includes(key))) as PageMessages;
}

/** Each area's texts: the shop's, and the area sections its pages use. */
function areaMessages(messages: Messages): Record<MessageArea, PageMessages> {
  const left = (area: MessageArea) => [
    ...AREA_SECTIONS.filter((section) => !(SECTIONS_OF_AREA[area] as readonly string[]).includes(section)),
    ...SERVER_SECTIONS,
  ];
  return {
    shop: without(messages, left("shop")),
    business: without(messages, left("business")),
    admin: without(messages, left("admin")),
  };
}

const PAGE_MESSAGES = { no: areaMessages(no), en: areaMessages(en) } satisfies Record<
  Language,
  Record<MessageArea, PageMessages>
>;

/**
 * The common sections and the page's own (whole sections, or parts named "section.part", with the
 * part's plural forms "part_one", "part_other"). A page that names parts of a common section gets
 * those parts of it only.
 */
function ownMessages(messages: Messages): Map<string, PageMessages> {
  const all = messages as unknown as Record<string, Record<string, unknown>>;
  return new Map(
    Object.entries(PAGE_SECTIONS).map(([page, sections]) => {
      const own: Record<string, Record<string, unknown>> = {};
      const narrowed = new Set(sections.filter((name) => name.includes(".")).map((name) => name.split(".")[0]));
      const leftOut: readonly string[] = COMMON_SECTIONS_LEFT_OUT[page] ?? [];
      const common = COMMON_SECTIONS.filter((section) => !narrowed.has(section) && !leftOut.includes(section));
      for (const name of [...common, ...sections]) {
        const [section = name, part] = name.split(".");
        if (part === undefined) own[section] = all[section] ?? {};
        else {
          const forms = Object.entries(all[section] ?? {}).filter(
            ([key]) => key === part || key.startsWith(`${part}_`),
          );
          own[section] = { ...own[section], ...Object.fromEntries(forms) };
        }
      }
      return [page, own as unknown as PageMessages];
    }),
  );
}

const OWN_MESSAGES = { no: ownMessages(no), en: ownMessages(en) } satisfies Record<Language, Map<string, PageMessages>>;

/**
 * The texts a page at `pathname` needs: every page carries its texts in the HTML, so a shop page
 * gets no texts of the business area or admin console, those get only their own area's, and the
 * pages in PAGE_SECTIONS only their own sections.
 */
export function pageMessages(lang: Language, pathname: string): PageMessages {
  return OWN_MESSAGES[lang].get(messageSetOf(pathname)) ?? PAGE_MESSAGES[lang][messageAreaOf(pathname)];
}
