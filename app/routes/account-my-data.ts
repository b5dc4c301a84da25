import { redirect } from "react-router";
import { exportMyData } from "#domain/accounts/my-data.server";
import { requireUser } from "~/guards/auth.server";
import { knownDeviceCookieValue } from "~/requests/known-device-cookie.server";
import type { Route } from "./+types/account-my-data";

/**
 * GET /account/my-data/{token}: the e-mailed download link. The signed-in owner gets their data
 * as a JSON file; any other answer sends them to the settings, which say why and offer a new link.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const result = await exportMyData(context.db, context.signer, params.token, user.id, knownDeviceCookieValue(request));
  if (!result.ok) return redirect(`/account/settings?myData=${result.problem}#my-data`);
  return new Response(result.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
