// The consultation constants the booking form shows in the browser too (spec §9).
export const CONSULTATION_SLOTS = ["09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00", "17:00"] as const;
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number];
export const CONSULTATION_MINUTES = 30;
/** How far ahead a consultation can be booked. */
export const BOOKING_HORIZON_DAYS = 365;
/** The longest description of the business's needs. */
export const MESSAGE_MAX_LENGTH = 2000;
