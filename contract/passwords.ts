/**
 * Password rules (SPEC §5, ADR 004).
 * - Login password at registration: 8+ characters with letters and digits.
 * - A newly chosen internal password: letters and digits only, 9+ characters, at least one of each.
 * - The internal-password dialog accepts 8+ with letters and digits, because at registration the
 *   internal password equals the login password, which may have only 8 characters.
 */
const hasLetterAndDigit = (s: string) => /[A-Za-z]/.test(s) && /[0-9]/.test(s);

export const isRegistrationPassword = (s: string) => s.length >= 8 && s.length <= 64 && hasLetterAndDigit(s);
export const isNewInsidePassword = (s: string) => /^[A-Za-z0-9]{9,64}$/.test(s) && hasLetterAndDigit(s);
export const isInsideDialogPassword = (s: string) => /^[A-Za-z0-9]{8,64}$/.test(s) && hasLetterAndDigit(s);
export const isChangedPassword = (s: string) => s.length >= 6 && s.length <= 64;
