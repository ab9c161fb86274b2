/** Message durations of spec 01 §9 and spec 02 §9, in milliseconds. */
export const durations = {
  alertDefault: 2000,
  snackbarDefault: 6000,
  settingsToast: 5000,
  supportFlowToast: 3000,
  profileToast: 3000,
  chatToast: 6000,
  chatGeneralError: 6000,
  homeFirstLoginAlert: 10000,
  homeAlert: 5000,
  validationAlert: 5000,
  enrollmentAlert: 6000,
} as const;
