import { redirect } from "react-router";
import { endSession } from "#domain/accounts/sessions.server";
import { clearSessionCookie, sessionToken } from "~/guards/auth.server";
import { flashCookie } from "~/requests/flash.server";
import { readForm } from "~/requests/form.server";
import { clearSignedInHintCookie } from "~/requests/signed-in-hint.server";
import type { Route } from "./+types/logout";

/** Ends the session on the server, not just in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request);
  await endSession(context.db, sessionToken(request));
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(context.secureCookies));
  headers.append("Set-Cookie", clearSignedInHintCookie(context.secureCookies));
  headers.append("Set-Cookie", flashCookie("signedOut", context.secureCookies));
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
