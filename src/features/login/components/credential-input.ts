/** What both credential inputs (username, password) set: taken as typed (no capitals, no spell check) and required. */
export const credentialInput = { part: 'input', autoCapitalize: 'none', spellCheck: false, required: true } as const;
