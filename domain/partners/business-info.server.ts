// The partner columns behind a BusinessInfo, for queries that join partners (nested in a select).
import { partners } from "#db/schema.server";

export const businessInfoColumns = {
  name: partners.name,
  address: partners.address,
  city: partners.city,
  phone: partners.phone,
  website: partners.website,
  bookingUrl: partners.bookingUrl,
  howToBookNo: partners.howToBookNo,
  howToBookEn: partners.howToBookEn,
  openingHours: partners.openingHours,
};
