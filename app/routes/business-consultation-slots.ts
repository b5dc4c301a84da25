// The slots of one date that can no longer be booked (taken or already started), for the
// booking form's time select. The server check on submit holds without it.
import { bookedSlots, osloClock, pastSlots } from "#domain/inbox/consultations.server";
import type { Route } from "./+types/business-consultation-slots";

export async function loader({ request, context }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get("date") ?? "";
  const booked = await bookedSlots(context.db, date);
  const now = new Date();
  // Only today has passed slots to grey out; a past date gets its own message on submit.
  const past = date === osloClock(now).date ? pastSlots(date, now) : [];
  return Response.json({ date, booked, past }, { headers: { "Cache-Control": "no-store" } });
}
