// Norwegian phone numbers: +47 and 8 digits. People type them many ways ("22 33 44 55",
// "+47 22334455", "0047 22 33 44 55"); we store one: "+4722334455".

/** "+47XXXXXXXX", or null when `value` is not a Norwegian number. */
export function normalizeNorwegianPhone(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, "");
  const match = /^(?:\+47|0047)?(\d{8})$/.exec(compact);
  // Norwegian subscriber numbers never start with 0 or 1.
  if (!match || /^[01]/.test(match[1]!)) return null;
  return `+47${match[1]}`;
}

/** "+4791234567" → "+47 912 34 567", the way Norwegians write a mobile number. */
export function formatNorwegianPhone(normalized: string): string {
  const digits = normalized.replace(/^\+47/, "");
  return `+47 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}
