// What visitors search for most, offered before they have typed much and when their words begin
// one of these. Kept by hand with the catalogue's categories in mind; both languages.
import type { Language } from "#i18n/languages";

export const POPULAR_SEARCHES: Readonly<Record<Language, readonly string[]>> = {
  no: ["Massasje", "Spa", "Sushi", "Middag for to", "Kajakk", "Yoga", "Fotografering", "Hotellopphold", "Trening"],
  en: ["Massage", "Spa", "Sushi", "Dinner for two", "Kayak", "Yoga", "Photography", "Hotel stay", "Fitness"],
};
