/** SPEC §4: logged in when a stored token exists and is neither empty nor the string 'null'. */
export function isLoggedInToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim() !== '' && token !== 'null' && token !== 'undefined';
}
