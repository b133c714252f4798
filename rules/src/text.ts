// Lengths are counted in characters (code points), not UTF-16 units, so an
// emoji counts once, as the user sees it.
export const charCount = (value: string): number => Array.from(value).length;

/** True when the value is absent or only whitespace. */
export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
