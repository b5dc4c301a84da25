// A refused promo code's reason in the buyer's language.
import type { PromoProblem } from "#domain/checkout/promo-codes.server";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

export function promoProblemText(problem: PromoProblem, lang: Language): string {
  return translator(lang)(`promo.problems.${problem.reason}`, { amount: formatPrice(problem.minTotalOre, lang) });
}
