/** Spec 02 §3 "Outage notice: message", shown by <rx-outage-banner>. */
export interface OutageNotice {
  /** Stable id, so a dismissed notice can stay dismissed across refreshes. */
  id: number;
  message: string;
}

/** Answer of GET /notice/list: the currently active notices. */
export interface NoticeListResponse {
  notices: OutageNotice[];
}
