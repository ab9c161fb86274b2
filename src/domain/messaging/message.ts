/** Spec 01 §9: messages are fetched 25 at a time. */
export const MESSAGE_PAGE_SIZE = 25;
/** The largest `msg_limit` the server accepts. */
export const MESSAGE_PAGE_MAX = 100;
/** The longest message body, in UTF-16 code units (what the server's schema counts). */
export const MESSAGE_BODY_MAX = 4000;
