/** Built-in dialing codes (Vietnam first), with the country each belongs to. */
export const dialingCodes = [
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'KH', countryDialingCode: '+855' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'KR', countryDialingCode: '+82' },
  { countryCode: 'JP', countryDialingCode: '+81' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'GB', countryDialingCode: '+44' },
] as const;

export type DialingCode = (typeof dialingCodes)[number]['countryDialingCode'];

/**
 * Spec section 4: start from the initial dialing code if it is in the list, else the current
 * country's code, else the first entry.
 */
export function initialDialingCode(
  initial: string | null | undefined,
  currentCountry: string | null | undefined,
): string {
  const wanted = initial?.trim();
  if (wanted) {
    const normal = wanted.startsWith('+') ? wanted : `+${wanted}`;
    if (dialingCodes.some((d) => d.countryDialingCode === normal)) return normal;
  }
  const country = currentCountry?.trim().toUpperCase();
  const match = dialingCodes.find((d) => d.countryCode === country);
  return (match ?? dialingCodes[0]).countryDialingCode;
}

/** The visitor's country as the browser states it ("vi-VN" → "VN"), or null. */
export function browserCountry(): string | null {
  try {
    for (const tag of navigator.languages ?? [navigator.language]) {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return region;
    }
  } catch {
    // Odd locale tags: no guess.
  }
  return null;
}
