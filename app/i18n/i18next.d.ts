// Lets TypeScript check every t("…") key against the Bokmål dictionary.
import type { Messages } from "./messages";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}
