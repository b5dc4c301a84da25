// Page <title>, description, canonical URL and Open Graph tags: loaders compute them in the
// visitor's language, meta() renders them.

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page without filters or tracking, for search engines. */
  canonical?: string;
  /** Absolute URL of a picture for link previews. */
  image?: string;
}

export function metaTags(head: PageHead | undefined) {
  if (!head) return [];
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:site_name", content: "MagicDeals" },
    ...(head.canonical
      ? [
          { tagName: "link", rel: "canonical", href: head.canonical },
          { property: "og:url", content: head.canonical },
        ]
      : []),
    ...(head.image ? [{ property: "og:image", content: head.image }] : []),
  ];
}
