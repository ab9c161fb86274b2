/** Attributes every rx element accepts besides its own (see config precedence). */
export const commonAttributes = { apiBase: 'string', brand: 'string', companyId: 'string', locale: 'string', theme: 'string' } as const;
