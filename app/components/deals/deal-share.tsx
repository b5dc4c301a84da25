import { Link2, Mail, MessageSquare } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { toast } from "~/components/toast/toast-store";

/** Copies with the Clipboard API, or (an older browser, or no permission) a selected text area. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

const linkClass =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** Share the deal: copy its link, or send it by e-mail (mailto:) or SMS (sms:) from the phone's own apps. */
export function DealShare({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const message = t("deal.share.message", { title, url });
  const onCopy = async () => {
    if (await copyText(url)) toast({ title: t("deal.share.copied"), variant: "success" });
    else toast({ title: t("deal.share.copyFailed"), variant: "destructive" });
  };
  return (
    <section aria-labelledby="deal-share" className="mt-4">
      <h2 id="deal-share" className="sr-only">
        {t("deal.share.heading")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li>
          <button type="button" onClick={onCopy} className={linkClass}>
            <Link2 aria-hidden="true" className="size-4" />
            {t("deal.share.copy")}
          </button>
        </li>
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(message)}`}
            className={linkClass}
          >
            <Mail aria-hidden="true" className="size-4" />
            {t("deal.share.email")}
          </a>
        </li>
        <li>
          {/* "sms:?&body=" is the form both iOS and Android read. */}
          <a href={`sms:?&body=${encodeURIComponent(message)}`} className={linkClass}>
            <MessageSquare aria-hidden="true" className="size-4" />
            {t("deal.share.sms")}
          </a>
        </li>
      </ul>
    </section>
  );
}
