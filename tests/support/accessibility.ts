import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type AccessibilityProblem = {
  readonly rule: string;
  readonly impact: string;
  readonly targets: readonly string[];
  readonly html?: readonly string[];
};

/**
 * Runs axe-core on one part of the page and answers its serious and critical findings. The engine is evaluated
 * through the browser's debugging protocol, so the page's Content-Security-Policy does not block it.
 */
export const seriousAccessibilityProblems = async (page: Page, selector: string): Promise<AccessibilityProblem[]> => {
  // Colours are measured as the user sees them at rest: a dialog still fading in reads as low contrast.
  // Only animations that end (a loader spins for ever), and never more than two seconds.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    return Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  await page.evaluate(axe.source);
  return page.evaluate(async (scope) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await engine.run(scope, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.map((n) => n.target.join(' ')),
        html: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 200)),
      }));
  }, selector);
};
