// Long-form page texts live here, one module per static page, both languages side by side.
// They are not in the dictionaries because those ship with every page; a page's loader
// sends only its own text in the visitor's language.
//
// Inline markup the pages understand (see components/static/inline-markup.ts):
//   [label](/path) or [label](https://…)  a link
//   **text**                               strong emphasis
//   {email} {phone} {company} {orgNumber} {address}  the support contact and seller details
import type { Language } from "#i18n/languages";

/** The Bokmål entry's shape with every text a plain string: English must match it key for key. */
export type ContentShape<T> = { [K in keyof T]: T[K] extends string ? string : ContentShape<T[K]> };

export type PageContent<T> = Record<Language, ContentShape<T>>;
