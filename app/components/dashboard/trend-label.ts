// A stat card's trend as text: "+12,5 %" (Bokmål) / "+12.5 %" (English) for a real change,
// "Ny"/"New" when the previous period had nothing to compare with. + is green, - red; no change
// and "nothing at all" are neutral rather than red, since nothing got worse.
import type { Trend } from "#domain/partners/partner-analytics.server";
import { formatDecimal } from "#i18n/format";
import type { Language } from "#i18n/languages";

export type TrendTone = "up" | "down" | "neutral";

export function trendLabel(
  trend: Trend,
  lang: Language,
  words: { new: string; none: string },
): { text: string; tone: TrendTone } {
  if (trend.kind === "new") return { text: words.new, tone: "neutral" };
  if (trend.kind === "none") return { text: words.none, tone: "neutral" };
  const size = `${formatDecimal(Math.abs(trend.percent), lang)}\u00a0%`;
  if (trend.percent > 0) return { text: `+${size}`, tone: "up" };
  if (trend.percent < 0) return { text: `-${size}`, tone: "down" };
  return { text: size, tone: "neutral" };
}
