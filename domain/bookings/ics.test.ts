import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine } from "./ics";
import { osloInstant, slotsOfDay } from "./booking-slots";

describe("calendar file", () => {
  const event = {
    uid: "booking-1@magicdeals.no",
    sequence: 0,
    stamp: new Date("2026-11-27T10:00:00Z"),
    startsAt: new Date("2026-12-01T08:00:00Z"),
    endsAt: new Date("2026-12-01T09:00:00Z"),
    summary: "Spadag for to med massasje, ansiktsbehandling og lunsj – Søstrene Ås Hudpleie og Velvære, Grünerløkka",
    location: "Thorvald Meyers gate 1, 0555 Oslo",
  };

  it("folds long lines at 75 octets with CRLF and a space, never inside æøå", () => {
    const ics = calendarFile(event);
    const lines = ics.split("\r\n");
    expect(lines.at(-1)).toBe("");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    // Unfolding gives back the whole value.
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${escapeText(event.summary)}\r\n`);
    expect(ics).not.toContain("\uFFFD");
  });

  it("writes times in UTC and escapes commas and semicolons", () => {
    const ics = calendarFile(event).replace(/\r\n /g, "");
    expect(ics).toContain("DTSTART:20261201T080000Z\r\n");
    expect(ics).toContain("DTEND:20261201T090000Z\r\n");
    expect(ics).toContain("LOCATION:Thorvald Meyers gate 1\\, 0555 Oslo\r\n");
    expect(escapeText("a;b,c\nd\\")).toBe("a\\;b\\,c\\nd\\\\");
  });

  it("keeps short lines whole", () => {
    expect(foldLine("UID:x")).toBe("UID:x");
  });
});

describe("slot times", () => {
  it("turn Norway's clock into the right instant in winter and summer", () => {
    expect(osloInstant("2026-12-01", 9 * 60).toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(osloInstant("2027-06-14", 9 * 60).toISOString()).toBe("2027-06-14T07:00:00.000Z");
    // The spring change (02.00 → 03.00 on 28 March 2027): 10.00 is summer time.
    expect(osloInstant("2027-03-28", 10 * 60).toISOString()).toBe("2027-03-28T08:00:00.000Z");
  });

  it("cut a day into slots that end by closing time", () => {
    const week = [{ opens: "09:00", closes: "11:30" }, null, null, null, null, null, null];
    const slots = slotsOfDay("2026-11-30", { openingHours: week, slotMinutes: 45, blackoutDays: [] });
    expect(slots.map((s) => s.startsAt.toISOString().slice(11, 16))).toEqual(["08:00", "08:45", "09:30"]);
    expect(slotsOfDay("2026-12-01", { openingHours: week, slotMinutes: 45, blackoutDays: [] })).toEqual([]);
    expect(slotsOfDay("2026-11-30", { openingHours: week, slotMinutes: 45, blackoutDays: ["2026-11-30"] })).toEqual([]);
  });
});
