import { useTranslation } from "~/hooks/translation";

/** The first thing Tab reaches on every page: hidden until focused, it jumps past the header to the page's own content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      onClick={(event) => {
        // Moves focus itself rather than through the address, which the router would treat as a navigation.
        const main = document.getElementById("main");
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-rose-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
    >
      {t("header.skipToMain")}
    </a>
  );
}
