// What a static page's loader returns: its text in the visitor's language and its head, titled by
// the page's name in the dictionary and described by the text's own description.
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { TFunction } from "#i18n/translate";
import { languageFromRequest } from "~/requests/language.server";
import { pageHead } from "~/rendering/page-head.server";

export function staticPageData<Content extends { description: string }>(
  request: Request,
  texts: Record<Language, Content>,
  title: (t: TFunction) => string,
) {
  const lang = languageFromRequest(request);
  const content = texts[lang];
  return { lang, content, head: pageHead(lang, title, () => content.description) };
}

/** A legal page's data: its text, its head and the date it was last changed, shown in the visitor's way. */
export function legalPageData<Content extends { description: string }>(
  request: Request,
  texts: Record<Language, Content>,
  updatedIso: string,
  title: (t: TFunction) => string,
) {
  const { lang, content, head } = staticPageData(request, texts, title);
  return { content, head, updated: { iso: updatedIso, text: formatDate(new Date(updatedIso), lang) } };
}
