// The slots of one date that can no longer be booked (taken or already started), for the
// booking form's time select. The server check on submit holds without it.
import { bookedSlots, pastSlots } from "../../domain/consultations.server";
import type { Route } from "./+types/business-consultation-slots";

export async function loader({ request, context }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get("date") ?? "";
  const booked = await bookedSlots(context.db, date);
  const past = /^\d{4}-\d{2}-\d{2}$/.test(date) ? pastSlots(date, new Date()) : [];
  return Response.json({ date, booked, past }, { headers: { "Cache-Control": "no-store" } });
}
