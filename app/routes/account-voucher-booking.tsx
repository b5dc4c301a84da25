// Booking the appointment a voucher is for, from My Vouchers: the voucher's signed-in buyer only.
import { useTranslation } from "~/hooks/translation";
import { requireUser } from "~/guards/auth.server";
import { VoucherBookingPage } from "~/components/shop/voucher-booking-page";
import { metaTags } from "~/rendering/page-head";
import { answerVoucherBooking, loadVoucherBooking } from "~/route-helpers/voucher-booking.server";
import type { Route } from "./+types/account-voucher-booking";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadVoucherBooking(request, context, params.voucherId, { userId: user.id });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return answerVoucherBooking(request, context, params.voucherId, { userId: user.id });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AccountVoucherBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <VoucherBookingPage
      loaderData={loaderData}
      actionData={actionData}
      back={{ to: "/account/vouchers", label: t("bookings.page.back") }}
    />
  );
}
