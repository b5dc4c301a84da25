// A calendar file (RFC 5545) with one appointment, for the booking e-mails. Small enough to write
// here: text values escaped, times in UTC, lines folded at 75 octets with CRLF endings.

export interface CalendarEvent {
  /** Stays the same when the appointment moves, so a calendar updates it instead of adding one. */
  uid: string;
  /** Raised at each change: a calendar keeps the event with the highest. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description?: string;
  /** "CANCELLED" removes it from the calendar. */
  status?: "CONFIRMED" | "CANCELLED";
  stamp: Date;
}

/** 20261127T130000Z */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Backslash, semicolon, comma and line breaks escaped, as TEXT values need. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/**
 * One content line folded so no physical line passes 75 octets: each continuation starts with a
 * space. Cuts between characters, never inside a UTF-8 sequence (æøå are two octets).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function calendarFile(event: CalendarEvent): string {
  const status = event.status ?? "CONFIRMED";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//MagicDeals//Bookings//NO",
    "CALSCALE:GREGORIAN",
    `METHOD:${status === "CANCELLED" ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${status}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
