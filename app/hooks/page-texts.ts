// The page's texts, by the address of their script (i18n/text-scripts.server.ts, decision 040).
// On the server the root loader puts them here before the page renders; in the browser the
// entry loads the page's script before hydrating, and a move to a page with another set of
// texts suspends the root until that set's script has arrived.
import { use } from "react";
import type { PageMessages } from "#i18n/messages";

const loaded = new Map<string, PageMessages>();
const loading = new Map<string, Promise<PageMessages>>();

export function rememberPageTexts(url: string, messages: PageMessages): void {
  loaded.set(url, messages);
}

/** The texts at `url`, if they are here already. */
export function pageTextsAt(url: string): PageMessages | undefined {
  return loaded.get(url);
}

/** Loads the script at `url` once; a failed load may be tried again. */
export function loadPageTexts(url: string): Promise<PageMessages> {
  const have = loaded.get(url);
  if (have) return Promise.resolve(have);
  let pending = loading.get(url);
  if (!pending) {
    pending = (import(/* @vite-ignore */ url) as Promise<{ default: PageMessages }>).then(
      (module) => {
        loaded.set(url, module.default);
        loading.delete(url);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(url);
        throw error;
      },
    );
    loading.set(url, pending);
  }
  return pending;
}

export function usePageTexts(url: string): PageMessages {
  return pageTextsAt(url) ?? use(loadPageTexts(url));
}
