// Who is signed in, for the header, the badges and the hearts, from one place. On a shared
// catalogue page (server/public-pages.ts isSharedPath) the page is the same for everyone and
// the root loader leaves the user out, so this asks GET /me once the page has hydrated, and
// again after a sign-in or a change (`refresh`). On the other pages the root loader reads the
// user, cart and wishlist itself, and that is used with no request. A browser without the
// signed-in hint (app/requests/signed-in-hint.ts) is a guest and asks nothing.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { hasSignedInHint, setSignedInHint } from "~/requests/signed-in-hint";
import { readGuestCart } from "~/browser-storage/guest-cart";
import { readGuestWishlist } from "~/browser-storage/guest-wishlist";
import { setGuestMergeFailed } from "./guest-merge-state";
import { useHydrated } from "./use-hydrated";

/** Its code comes only when there is something to merge (decision 044). */
const GuestMerge = lazy(() =>
  import("./guest-merge").catch(() => ({
    // Offline: as when the merge's request fails, the guest copy stays for the next page load.
    default: function MergeFailed() {
      useEffect(() => setGuestMergeFailed(true), []);
      return null;
    },
  })),
);

type RootUser = NonNullable<RootData["user"]>;
export type ServerCartLines = NonNullable<RootData["shop"]>["cart"];

/** What GET /me answers for a signed-in visitor (null for anyone else). */
export interface MeSummary {
  name: string;
  role: RootUser["role"];
  cartCount: number;
  wishlistIds: number[];
}

export interface Me {
  /** The signed-in user; null for a guest, and while `pending`. */
  user: { name: string; role: RootUser["role"] } | null;
  /** The browser says it signed in and /me has not answered yet. */
  pending: boolean;
  cartCount: number;
  wishlistIds: number[];
  /** The server cart's lines where the root loader read them (cart, checkout); else null. */
  cartLines: ServerCartLines | null;
  /** Reads it again after a change: /me on a shared page, the loaders elsewhere. */
  refresh: () => Promise<void>;
}

const ROLES: readonly string[] = ["user", "business", "admin"] satisfies RootUser["role"][];

/** The answer of /me, checked by hand (Zod would add about 14 KB to every page's script). */
function readSummary(body: unknown): MeSummary | null {
  if (typeof body !== "object" || body === null) return null;
  const { name, role, cartCount, wishlistIds } = body as Record<string, unknown>;
  if (typeof name !== "string" || typeof role !== "string" || !ROLES.includes(role)) return null;
  if (typeof cartCount !== "number" || !Array.isArray(wishlistIds)) return null;
  if (!wishlistIds.every((id) => typeof id === "number")) return null;
  return { name, role: role as RootUser["role"], cartCount, wishlistIds: wishlistIds as number[] };
}

const noRefresh = async () => {};
const GUEST: Me = { user: null, pending: false, cartCount: 0, wishlistIds: [], cartLines: null, refresh: noRefresh };

const MeContext = createContext<Me>(GUEST);

export function MeProvider({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  // An error page without the root loader's data asks too.
  const shared = root?.shared ?? true;
  // /me's last answer; undefined until there is one.
  const [answer, setAnswer] = useState<MeSummary | null | undefined>(undefined);
  const latest = useRef(0);
  // Read at every render once hydrated (the server's render and hydration see no cookie), so a
  // sign-out shows at once.
  const hint = hydrated && hasSignedInHint();
  // Signed out: the last answer goes, so that the next sign-in shows nobody's name until /me
  // answers for it (React's "adjust state while rendering").
  if (hydrated && !hint && answer !== undefined) setAnswer(undefined);

  const ask = useCallback(async () => {
    const mine = ++latest.current;
    let summary: MeSummary | null = null;
    try {
      const response = await fetch("/me", { headers: { Accept: "application/json" } });
      summary = response.ok ? readSummary(await response.json()) : null;
    } catch {
      // Offline: shown as a guest; the server still knows the session for the next page.
    }
    // An older question answered after a newer one is not shown.
    if (mine === latest.current) setAnswer(summary);
  }, []);

  // Asked once per page load, and again on coming back from a personal page (where the cart may
  // have changed) or after a sign-in (the hint appears); not at every client navigation between
  // shared pages, which changes nothing of it. A guest without the hint asks nothing.
  useEffect(() => {
    if (shared && hint) void ask();
  }, [shared, hint, ask]);

  useEffect(() => {
    if (hydrated && !shared && root?.user && !hasSignedInHint()) setSignedInHint();
  }, [hydrated, shared, root]);

  // One function for the page's life, so that `value` changes only with what it says.
  const current = useRef({ shared, revalidate });
  useEffect(() => {
    current.current = { shared, revalidate };
  });
  const refresh = useCallback(async () => {
    if (current.current.shared) await ask();
    else await current.current.revalidate();
  }, [ask]);

  const fromRoot = !shared && root ? root : null;
  const value = useMemo<Me>(() => {
    if (fromRoot) {
      const { user, shop } = fromRoot;
      if (!user || !shop) return { ...GUEST, refresh };
      const cartCount = shop.cart.reduce((sum, line) => sum + line.quantity, 0);
      return { user, pending: false, cartCount, wishlistIds: shop.wishlistIds, cartLines: shop.cart, refresh };
    }
    if (!hint || answer === null) return { ...GUEST, refresh };
    if (answer === undefined) return { ...GUEST, pending: true, refresh };
    const { name, role, cartCount, wishlistIds } = answer;
    return { user: { name, role }, pending: false, cartCount, wishlistIds, cartLines: null, refresh };
  }, [fromRoot, hint, answer, refresh]);

  // A guest cart or wishlist left in this browser joins the signed-in user's (./guest-merge.tsx).
  const signedIn = fromRoot ? Boolean(fromRoot.user && fromRoot.shop) : hint && answer != null;
  const merging = hydrated && signedIn && (readGuestCart().length > 0 || readGuestWishlist().length > 0);
  return (
    <MeContext.Provider value={value}>
      {merging ? (
        <Suspense fallback={null}>
          <GuestMerge me={value} />
        </Suspense>
      ) : null}
      {children}
    </MeContext.Provider>
  );
}

/** Who is signed in, with their badge numbers and saved deals. */
export function useMe(): Me {
  return useContext(MeContext);
}
