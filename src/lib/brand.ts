/** The brand is a proper noun: it is not translated, so it lives here rather than in the catalogs. */
export const brandName = 'Lobby';
