import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions, minus SwiftShader's performance chatter. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('GPU stall due to ReadPixels')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
