/** Answer of GET /company/terms?brand_id=…: the brand's terms and conditions as a base64 PDF. */
export interface CompanyTermsResponse {
  data: string;
  fileName: string;
}
