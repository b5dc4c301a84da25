import { LinkConfirmation } from "~/components/auth/link-confirmation";
import { useTranslation } from "~/hooks/translation";

const DONE = { confirm: "newsletter.confirmed", unsubscribe: "newsletter.unsubscribed" } as const;

/**
 * The page a newsletter e-mail's link opens, to confirm the subscription or to leave it. `done`
 * says whether the button's action worked, once it has been pressed.
 */
export function NewsletterLink({
  kind,
  done,
  next,
}: {
  kind: keyof typeof DONE;
  done: boolean | undefined;
  /** Where to go from here, once the button has been pressed. */
  next?: { label: string; to: string };
}) {
  const { t } = useTranslation();
  return (
    <LinkConfirmation
      title={t(`newsletter.${kind}Title`)}
      intro={t(`newsletter.${kind}Intro`)}
      button={t(`newsletter.${kind}Button`)}
      busy={t("newsletter.working")}
      outcome={
        done === undefined
          ? undefined
          : done
            ? { tone: "success", message: t(DONE[kind]) }
            : { tone: "error", message: t(`newsletter.${kind}Invalid`) }
      }
      next={done === undefined ? undefined : next}
    />
  );
}
