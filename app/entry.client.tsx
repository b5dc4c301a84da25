// React Router's default browser entry, except that the page's texts (a script of their own,
// decision 040) are loaded before hydrating. Should they fail to load, the page stays as the
// server rendered it, which works without JavaScript.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTexts } from "~/hooks/page-texts";

const texts = document.documentElement.dataset.texts;
const ready = texts
  ? loadPageTexts(texts).then(
      () => true,
      () => false,
    )
  : Promise.resolve(true);

if (await ready) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
