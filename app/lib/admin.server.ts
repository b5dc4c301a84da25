// The admin console's gate and its one answer shape for actions: a message for the banner.
import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../domain/sessions.server";
import { requireRole } from "./auth.server";

/** Every admin loader and action calls this itself: a parent layout's check does not guard them. */
export function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  return requireRole(request, context, ["admin"]);
}

export type AdminActionResult = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

export function adminDone(message: string): AdminActionResult {
  return { ok: true, message };
}

export function adminRefused(message: string, status = 409, fieldErrors?: Record<string, string>) {
  return data<AdminActionResult>({ ok: false, message, fieldErrors }, { status });
}
