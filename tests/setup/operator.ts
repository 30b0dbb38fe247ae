/** Creates (or reuses) an operator with this e-mail and a fresh session on the server at baseURL; the cookie to add to a Playwright context. */
export async function operatorSessionCookie(
  baseURL: string,
  email: string,
): Promise<{ name: string; value: string; domain: string; path: string; httpOnly: boolean; secure: boolean; sameSite: 'Strict' }> {
  // Stand-in: the server's stand-in guard takes "test:<email>" while its test hooks are on.
  return { name: '__Host-operator-session', value: `test:${email}`, domain: new URL(baseURL).hostname, path: '/', httpOnly: true, secure: true, sameSite: 'Strict' };
}
