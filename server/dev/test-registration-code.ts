/**
 * Development and test only (refused in production): a registration code that needs no
 * invitation. It registers into the default demo company and brand with whatever name and
 * date of birth the form sends; enrollment accepts it the same way. The app builder hands it to the
 * routes (`testRegistrationCode`, route-options.ts) only outside production, with the rest of server/dev/.
 */
export const TEST_REGISTRATION_CODE = 'RX-TEST-0000';
