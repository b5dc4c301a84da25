import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { RichText } from "./rich-text";

interface Channel {
  title: string;
  hours: string;
  note: string;
}

function ChannelCard({ icon, channel, children }: { icon: ReactNode; channel: Channel; children: ReactNode }) {
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        {icon}
        {channel.title}
      </h3>
      <p className="mt-3 text-xl font-bold wrap-anywhere">{children}</p>
      <p className="mt-1 font-medium text-slate-800">
        <RichText text={channel.hours} />
      </p>
      <p className="mt-2 text-sm text-slate-700">{channel.note}</p>
    </li>
  );
}

/** Phone and e-mail to customer service, from the server's configuration. */
export function SupportContact({ phone, email }: { phone: Channel; email: Channel }) {
  const config = useRouteLoaderData<RootData>("root")?.config;
  if (!config) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <ChannelCard icon={<Phone aria-hidden="true" className="size-5 text-rose-700" />} channel={phone}>
        <a
          href={`tel:${config.supportPhone.replaceAll(" ", "")}`}
          className="text-rose-700 hover:underline"
          data-testid="support-phone"
        >
          {config.supportPhone}
        </a>
      </ChannelCard>
      <ChannelCard icon={<Mail aria-hidden="true" className="size-5 text-rose-700" />} channel={email}>
        <a href={`mailto:${config.supportEmail}`} className="text-rose-700 hover:underline" data-testid="support-email">
          {config.supportEmail}
        </a>
      </ChannelCard>
    </ul>
  );
}
