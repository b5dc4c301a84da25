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
  type SyntheticEvent,
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

/** The card link an event happened in, if any (the handlers sit on the list around the cards). */
const cardLinkOf = (event: { target: EventTarget }) =>
  (event.target as Element).closest?.<HTMLAnchorElement>(`a.${DEAL_CARD_LINK_CLASS}`) ?? null;

export interface DealCardLinks {
  /** For the element around the cards (the grid's list). */
  handlers: {
    onClick: (event: MouseEvent) => void;
    onMouseOver: (event: SyntheticEvent) => void;
    onFocus: (event: SyntheticEvent) => void;
    onTouchStart: (event: SyntheticEvent) => void;
    onMouseOut: (event: MouseEvent | FocusEvent) => void;
    onBlur: (event: MouseEvent | FocusEvent) => void;
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
  const intend = (event: SyntheticEvent) => {
    const link = cardLinkOf(event);
    if (link) setIntent(link.getAttribute("href"));
  };
  // Moving between the parts of one link is not leaving it.
  const leave = (event: MouseEvent | FocusEvent) => {
    const link = cardLinkOf(event);
    if (link && !link.contains(event.relatedTarget as Node | null)) {
      setIntent(null);
      setPrefetched(null);
    }
  };

  return {
    handlers: {
      onClick: (event) => {
        const link = cardLinkOf(event);
        const { button, metaKey, altKey, ctrlKey, shiftKey } = event;
        if (!link || event.defaultPrevented || button || metaKey || altKey || ctrlKey || shiftKey) return;
        if (link.target && link.target !== "_self") return;
        event.preventDefault();
        // The address under the router's basename, as a <Link>'s `to` ("/en/deal/12" → "/deal/12").
        const to = link.pathname.slice(basename === "/" ? 0 : basename.length);
        // As <Link>: a link to the page already shown replaces it in the history.
        const replace = location.pathname + location.search + location.hash === to;
        const go = () => void navigate(to, { replace });
        if (useTransitions) startTransition(go);
        else go();
      },
      onMouseOver: intend,
      onFocus: intend,
      onTouchStart: intend,
      onMouseOut: leave,
      onBlur: leave,
    },
    prefetch: prefetched && <PrefetchPageLinks page={prefetched} />,
  };
}
