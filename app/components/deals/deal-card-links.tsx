// The deal cards' links behave as React Router's <Link prefetch="intent"> does (client-side
// navigation on a plain left click, the browser's own for a modified click or another target, the
// page's data and modules fetched once the pointer or focus has rested on a link for 100 ms), but
// through one set of handlers on the list around the cards instead of a <Link> per card: every
// <Link> resolves its path, its click handler and its prefetch state on the server for each card
// of each page it renders, where a card's link is a plain <a> (decision 062).
import {
  startTransition,
  useContext,
  useEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from "react";
import { PrefetchPageLinks, UNSAFE_NavigationContext, useLocation, useNavigate } from "react-router";

/** The class of a card's link: the handlers below act on these links only. */
export const DEAL_CARD_LINK_CLASS = "deal-card-link";

/**
 * What a card's link carries, as <Link> writes it: its address under the router's basename ("/en"
 * on English pages, decision 030) and the mark lazy route discovery looks for.
 */
export function useDealCardLink(dealId: number) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const path = `/deal/${dealId}`;
  return {
    className: DEAL_CARD_LINK_CLASS,
    href: basename === "/" ? path : `${basename}${path}`,
    "data-discover": "true",
  } as const;
}

/** The card link an event happened in, if any, within the element that has the handlers. */
function cardLinkOf(event: { target: EventTarget | null; currentTarget: Element }): HTMLAnchorElement | null {
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest(`a.${DEAL_CARD_LINK_CLASS}`);
  return link instanceof HTMLAnchorElement && event.currentTarget.contains(link) ? link : null;
}

/** The address a link points at, as written ("/en/deal/12"). */
const hrefOf = (link: HTMLAnchorElement) => link.getAttribute("href") ?? link.pathname;

/** The address under the router's basename, as a <Link>'s `to` ("/deal/12"). */
function routerPath(href: string, basename: string): string {
  if (basename === "/" || !href.startsWith(basename)) return href;
  return href.slice(basename.length) || "/";
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

export interface DealCardLinks {
  /** For the element around the cards (the grid's list). */
  handlers: {
    onClick: (event: MouseEvent<HTMLElement>) => void;
    onMouseOver: (event: MouseEvent<HTMLElement>) => void;
    onMouseOut: (event: MouseEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  };
  /** The prefetch links of the card link the visitor means to follow, rendered beside the list. */
  prefetch: ReactNode;
}

/** The handlers that make the card links inside an element work like <Link prefetch="intent">. */
export function useDealCardLinks(): DealCardLinks {
  const navigate = useNavigate();
  const location = useLocation();
  const { basename, useTransitions } = useContext(UNSAFE_NavigationContext);
  // The link (its href) the pointer or focus is on, and once it rested there long enough, the one to prefetch.
  const [intent, setIntent] = useState<string | null>(null);
  const [prefetched, setPrefetched] = useState<string | null>(null);
  useEffect(() => {
    if (intent === null) return;
    const timer = setTimeout(() => setPrefetched(intent), 100);
    return () => clearTimeout(timer);
  }, [intent]);
  const cancel = () => {
    setIntent(null);
    setPrefetched(null);
  };

  return {
    handlers: {
      onClick: (event) => {
        const link = cardLinkOf(event);
        if (!link || event.defaultPrevented || event.button !== 0 || modified(event)) return;
        if (link.target && link.target !== "_self") return;
        event.preventDefault();
        const to = routerPath(hrefOf(link), basename);
        // As <Link>: a link to the page already shown replaces it in the history.
        const replace = `${location.pathname}${location.search}${location.hash}` === to;
        const go = () => void navigate(to, { replace });
        if (useTransitions) startTransition(go);
        else go();
      },
      onMouseOver: (event) => {
        const link = cardLinkOf(event);
        if (link && hrefOf(link) !== intent) setIntent(hrefOf(link));
      },
      onMouseOut: (event) => {
        const link = cardLinkOf(event);
        // Moving between the parts of one link is not leaving it.
        if (link && !(event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) cancel();
      },
      onFocus: (event) => {
        const link = cardLinkOf(event);
        if (link) setIntent(hrefOf(link));
      },
      onBlur: (event) => {
        if (cardLinkOf(event)) cancel();
      },
      onTouchStart: (event) => {
        const link = cardLinkOf(event);
        if (link) setIntent(hrefOf(link));
      },
    },
    prefetch: prefetched === null ? null : <PrefetchPageLinks page={prefetched} />,
  };
}
