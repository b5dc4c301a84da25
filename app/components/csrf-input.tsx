import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/** The hidden CSRF token every state-changing form sends (checked by readForm). */
export function CsrfInput() {
  const root = useRouteLoaderData<RootData>("root");
  return <input type="hidden" name="_csrf" value={root?.csrfToken ?? ""} />;
}
