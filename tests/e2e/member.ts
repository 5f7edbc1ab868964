import { expect, type Page } from '@playwright/test';

/** The header figure as a number of dong ("1.234.567 ₫" → 1234567). */
export async function headerBalance(page: Page): Promise<number> {
  const amount = page.getByTestId('header-balance-amount');
  await expect(amount).toContainText('₫');
  return Number((await amount.textContent())!.replace(/[^0-9]/g, ''));
}

/**
 * Sets the payment password from the security centre, proved by the login password. A member who
 * already has one (the shared demo account, set by another spec) keeps it.
 */
export async function ensurePaymentPassword(
  page: Page,
  loginPassword: string,
  paymentPassword: string,
): Promise<void> {
  await page.goto('/member?tab=securityCenter');
  const payment = page.getByTestId('security-payment-password');
  await expect(payment).toBeVisible();
  if ((await payment.getAttribute('data-on')) === 'true') return;
  await payment.getByTestId('security-payment-password-action').click();
  await payment.getByTestId('payment-password-proof').fill(loginPassword);
  await payment.getByTestId('payment-password-new').fill(paymentPassword);
  await payment.getByTestId('payment-password-confirm').fill(paymentPassword);
  await payment.getByTestId('payment-password-submit').click();
  await expect(payment).toHaveAttribute('data-on', 'true');
}
