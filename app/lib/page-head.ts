// Page <title> and description: loaders compute them in the visitor's language, meta() renders them.

export interface PageHead {
  title: string;
  description: string;
}

export function metaTags(head: PageHead | undefined) {
  if (!head) return [];
  return [{ title: head.title }, { name: "description", content: head.description }];
}
