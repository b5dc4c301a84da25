// Norwegian organisation numbers (Brønnøysundregistrene): 9 digits, the last a MOD11 check digit.

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The number as 9 digits, spaces removed ("948 824 132" -> "948824132"); anything else stays as typed. */
export function normalizeOrgNumber(value: string): string {
  const compact = value.replace(/\s+/g, "");
  return /^\d{9}$/.test(compact) ? compact : value.trim();
}

/** True when `value` (spaces allowed) is 9 digits whose last is the MOD11 check digit of the first 8. */
export function isValidOrgNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, "");
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  // Remainder 0 gives check digit 0; remainder 1 would need "10", so no number has it.
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(digits[8]);
}
