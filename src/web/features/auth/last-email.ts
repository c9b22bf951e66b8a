/** docs/product.md §2 "Auth dialog": the last typed email is remembered locally. */
export const lastEmailKey = 'pustak-last-email';

export function readLastEmail(): string {
  try {
    return localStorage.getItem(lastEmailKey) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string): void {
  const value = email.trim();
  if (!value) return;
  try {
    localStorage.setItem(lastEmailKey, value);
  } catch {
    // Blocked storage: nothing to prefill next time.
  }
}
