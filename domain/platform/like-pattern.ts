/**
 * A LIKE / ILIKE pattern that finds `text` anywhere in a value: what the person typed is matched as
 * written, so a % or _ in it is a character, not a wildcard.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
