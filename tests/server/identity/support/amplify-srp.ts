/** The client's side of USER_SRP_AUTH, as aws-amplify computes it (shared with the conformance kit). */
export { startSrp } from '../../../../server/conformance/srp-client';
