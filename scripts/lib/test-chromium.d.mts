/** The Chromium binary the test tools drive. */
export const TEST_CHROMIUM_PATH: string;
/** The flags every test browser starts with. */
export const TEST_CHROMIUM_ARGS: string[];
