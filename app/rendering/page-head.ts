// Page <title>, description and Open Graph tags (the canonical URL's link: app/root.tsx): loaders compute them in the
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
    // The <link rel="canonical"> itself is the root layout's, with the hreflang alternates.
    ...(head.canonical ? [{ property: "og:url", content: head.canonical }] : []),
    ...(head.image ? [{ property: "og:image", content: head.image }] : []),
  ];
}
