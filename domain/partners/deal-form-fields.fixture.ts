import { osloDay, parseDealInput, type DealInput } from "./deal-input.server";

// The deal form as a partner fills it in correctly (a facial in Oslo, every package offered), for
// tests that change one field at a time. Dates are Oslo calendar days, yyyy-mm-dd.
export function validDealFields(startsAt: string, endsAt: string): Record<string, string> {
  return {
    title: "Ansiktsbehandling 60 min",
    description: "Rens, peeling og maske.",
    categoryId: "beauty-spa",
    city: "Oslo",
    address: "Karl Johans gate 1",
    finePrint: "Bestill time på forhånd.",
    originalPrice: "1 200",
    discountedPrice: "600",
    basicEnabled: "on",
    premiumEnabled: "on",
    groupEnabled: "on",
    startsAt,
    endsAt,
    originalPriceConfirmed: "on",
  };
}

/** The same form parsed: a deal on sale from today for `days` days, as the domain takes it. */
export function validDealInput(days = 30, now = new Date()): DealInput {
  const parsed = parseDealInput(
    validDealFields(osloDay(now), osloDay(new Date(now.getTime() + days * 86_400_000))),
    ["beauty-spa"],
    now,
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}
