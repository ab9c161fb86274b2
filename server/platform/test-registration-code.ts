/**
 * Development and test only (refused in production): a registration code that needs no
 * invitation. It registers into the default demo company and brand with whatever name and
 * date of birth the form sends; enrollment accepts it the same way. Routes accept it when built
 * with `acceptTestRegistrationCode` (route-options.ts), which the app builder sets outside production.
 */
export const TEST_REGISTRATION_CODE = 'RX-TEST-0000';
