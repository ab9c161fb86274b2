/** How the server runs: `production` serves partners; `development` and `test` add the development routes. */
export type AppMode = 'development' | 'test' | 'production';

/** Where the API is mounted. */
export const API_PREFIX = '/api';
