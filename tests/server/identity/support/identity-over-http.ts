/** An answer of the identity endpoint (`/identity`), as a client of a running server process reads it. */
export interface IdentityAnswer {
  status: number;
  body: Record<string, unknown> & {
    __type?: string;
    ChallengeName?: string;
    ChallengeParameters?: Record<string, string>;
    Session?: string;
    AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken?: string };
  };
}

/** One Cognito operation sent to the identity endpoint of the server process on `port`, as aws-amplify sends it. */
export async function identityCall(port: number, operation: string, body: Record<string, unknown>): Promise<IdentityAnswer> {
  const response = await fetch(`http://127.0.0.1:${port}/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as IdentityAnswer['body'] };
}
