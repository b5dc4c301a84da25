// Norwegian phone numbers: 8 digits, optionally after +47 or 0047, spaces allowed anywhere.
const PATTERN = /^(?:\+47|0047)?(\d{8})$/;

/** "+47 912 34 567", "0047 91234567" or "91234567" → "+4791234567"; null when it is not one. */
export function normalizeNorwegianPhone(input: string): string | null {
  const match = PATTERN.exec(input.replace(/\s+/g, ""));
  return match ? `+47${match[1]}` : null;
}

/** "+4791234567" → "+47 912 34 567", the way Norwegians write a mobile number. */
export function formatNorwegianPhone(normalized: string): string {
  const digits = normalized.replace(/^\+47/, "");
  return `+47 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}
