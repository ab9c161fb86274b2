/** Spec 01 §5 and §9: passwords for register, recover and change are 10 to 63 characters. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 63;
