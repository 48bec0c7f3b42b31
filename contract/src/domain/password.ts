// The account password rules of docs/product.md, checked in the spec's order.
export const PASSWORD_HINT = 'Must be 8+ characters with uppercase, lowercase, and number';

const passwordRules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^.{8,}$/su, 'Password must be at least 8 characters'],
  [/\d/u, 'Password must contain at least one number'],
  [/\p{Ll}/u, 'Password must contain at least one lowercase letter'],
  [/\p{Lu}/u, 'Password must contain at least one uppercase letter'],
];

/** The first rule the password breaks, or null when it meets all four. */
export function passwordError(password: string): string | null {
  for (const [rule, message] of passwordRules) {
    if (!rule.test(password)) return message;
  }
  return null;
}
