// "Near me", "Nearest" and the city pages on /deals, and the home city on the start page.
import type { Messages } from "#i18n/messages";

const nearbyEn: Messages["nearby"] = {
  nearMe: "Near me",
  locating: "Finding your location …",
  sortNearest: "Nearest",
  distance: "{{km}} km away",
  denied:
    "We were not allowed to use your location. Allow location for this site in your browser, or choose a city in the filter.",
  unavailable: "We could not find your location just now. Try again, or choose a city in the filter.",
  unsupported: "Your browser cannot share its location. Choose a city in the filter instead.",
  dealsIn: "Deals in {{city}}",
  cityTitle: "Deals in {{city}} – experiences and discounts",
  cityDescription:
    "See today's deals in {{city}}: experiences, food, beauty and activities at a discount from local businesses.",
  cityNotFound: "We have no deals in that city yet.",
  homeCity: "Home city",
  homeCityChoose: "Choose home city",
  homeCityNone: "No home city",
  homeCityIntro: "We remember the city on this device and show its deals here.",
  seeAllIn: "See all deals in {{city}}",
  otherCities: "Other cities",
};

export default nearbyEn;
