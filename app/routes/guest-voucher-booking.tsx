// Booking the appointment a voucher is for, from a guest order's private link (decision 027): the
// signed link is the key, as it is for the order's page and refunds; an order now on an account,
// or a voucher of another order, is not found here.
import { data } from "react-router";
import { orderIdFromGuestToken } from "#domain/checkout/guest-orders.server";
import { useTranslation } from "~/hooks/translation";
import { VoucherBookingPage } from "~/components/shop/voucher-booking-page";
import { metaTags } from "~/rendering/page-head";
import { readForm } from "~/requests/form.server";
import { answerVoucherBooking, loadVoucherBooking } from "~/route-helpers/voucher-booking.server";
import type { Route } from "./+types/guest-voucher-booking";

function guestOrder(context: Route.LoaderArgs["context"], token: string) {
  const guestOrderId = orderIdFromGuestToken(context.signer, token);
  if (!guestOrderId) throw data(null, { status: 404 });
  return { guestOrderId };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadVoucherBooking(request, context, params.voucherId, guestOrder(context, params.token));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const guestOrderId = orderIdFromGuestToken(context.signer, params.token);
  if (guestOrderId) return answerVoucherBooking(request, context, params.voucherId, { guestOrderId });
  // Read before answering 404, so the refusal does not cut the connection.
  await readForm(request);
  throw data(null, { status: 404 });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function GuestVoucherBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <VoucherBookingPage
      loaderData={loaderData}
      actionData={actionData}
      back={{ to: `/orders/${params.token}`, label: t("bookings.guest.back") }}
    />
  );
}
