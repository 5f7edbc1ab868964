import { expect, test } from '@playwright/test';
import { closeAnnouncementOnceShown } from './announcements';
import { logInThroughPopup } from './demo';

type Envelope<T> = { value: T };
type Lanes = { data: { lanes: { title: string }[] } };

test.describe('the lobby', () => {
  test('home shows the sections the server returns', async ({ page }) => {
    const res = await page.request.get('/lgw/games/lanes?language=vi');
    const lanes = ((await res.json()) as Envelope<Lanes>).value.data.lanes.map((l) => l.title);
    expect(lanes.length).toBeGreaterThan(3);
    await page.goto('/');
    await closeAnnouncementOnceShown(page);
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    for (const lane of lanes) await expect(page.getByTestId(`lane-${lane}`)).toHaveCount(1);
    await expect(page.getByTestId('section-FAV')).toHaveCount(0);
    // The real pool (decision 061; jackpot.spec.ts reads it against the API): at least its seed.
    await expect(page.getByTestId('jackpot-value')).toHaveText(/^\d{1,3}(\.\d{3}){2,} ₫$/);
  });

  test('home asks its hot games a page of 12 at a time and loads more by 12 (ADR 071)', async ({ page }) => {
    const all = await page.request.get('/lgw/games/hot?gameType=RNG&language=vi');
    const total = ((await all.json()) as Envelope<{ list: unknown[] }>).value.list.length;
    expect(total).toBeGreaterThan(24);
    const asked: URLSearchParams[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/lgw/games/hot') asked.push(url.searchParams);
    });
    await page.goto('/');
    await closeAnnouncementOnceShown(page);
    const hot = page.getByTestId('section-HOT');
    await expect(hot.getByTestId('game-tile')).toHaveCount(12);
    await expect(hot.getByTestId('showing-count')).toHaveText(new RegExp(`\\b12\\b.*\\b${total}\\b`));
    await hot.getByTestId('load-more').click();
    await expect(hot.getByTestId('game-tile')).toHaveCount(24);
    await expect(hot.getByTestId('showing-count')).toHaveText(new RegExp(`\\b24\\b.*\\b${total}\\b`));
    // Never the whole list (489 games, 163 KB of JSON): the first page, then the second.
    const pages = asked.map((q) => `${q.get('pageNo')}/${q.get('pageSize')}`);
    expect(pages[0]).toBe('1/12');
    expect(pages).toContain('2/12');
    expect(pages.every((p) => p.endsWith('/12'))).toBe(true);
  });

  test('the announcement waits while the side menu is open and comes when it closes', async ({ page }) => {
    test.setTimeout(60_000);
    // The announcements (and so the popup) are held back until the menu is open.
    let release = () => {};
    const menuOpened = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/system/announcements**', async (route) => {
      await menuOpened;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    await expect(async () => {
      await page.getByTestId('side-menu-button').click();
      await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const answered = page.waitForResponse('**/wps/system/announcements**');
    release();
    await answered;
    const popup = page.getByTestId('announcement-popup');
    // Long enough for the popup to come on an idle lobby (closeAnnouncementOnceShown waits 10 s).
    await page.waitForTimeout(8_000);
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await expect(popup).toBeVisible({ timeout: 10_000 });
  });

  test('the announcement shown when a language switch lands stays open until its close button is tapped', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The switch is tapped before the popup comes; its English messages arrive once the popup is
    // open, and the lobby's answers (the announcements among them) are read again in English.
    // The popup used to vanish then, by itself, under a finger about to tap its close button (a
    // tap that then landed on the lobby beneath, or in a test waited for a button that was gone).
    let releaseVi = () => {};
    const viHeld = new Promise<void>((resolve) => (releaseVi = resolve));
    let releaseEn = () => {};
    const enHeld = new Promise<void>((resolve) => (releaseEn = resolve));
    await page.route('**/wps/system/announcements**', async (route) => {
      if (!route.request().url().includes('language=en')) await viHeld;
      await route.continue();
    });
    // The entry's English messages: the switch completes when they are in (the popup's own come
    // with its chunk).
    await page.route('**/assets/index.en-*.js', async (route) => {
      await enHeld;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('lang-switch').click();
    releaseVi();
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toBeVisible({ timeout: 10_000 });
    const answeredInEnglish = page.waitForResponse(
      (r) => r.url().includes('/wps/system/announcements') && r.url().includes('language=en'),
    );
    releaseEn();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await answeredInEnglish;
    // Whatever was drawn with the answer is on screen now: the popup is still there, in English.
    await page.waitForTimeout(500);
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('announcement-close')).toHaveText('Close');
    await popup.getByTestId('announcement-close').click({ timeout: 5_000 });
    await expect(popup).toHaveCount(0);
    // Closed means closed: not again this session, in either language.
    await page.reload();
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    await page.waitForTimeout(5_000);
    await expect(popup).toHaveCount(0);
  });

  test('a guest starting a game sees the login popup', async ({ page }) => {
    await page.goto('/');
    await closeAnnouncementOnceShown(page);
    await page.getByTestId('section-HOT').getByTestId('game-tile').first().click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a trial account plays a free-trial game in demo mode and is asked for a real account elsewhere', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByTestId('login-popup').getByTestId('freeplay-button').click();
    await expect(page.getByTestId('login-popup')).toHaveCount(0);
    await page.goto('/rng');
    const tiles = page.getByTestId('game-tile');
    await expect(tiles.first()).toBeVisible();
    await tiles
      .filter({ hasNot: page.locator('.tile-trial') })
      .first()
      .click();
    await expect(page.getByTestId('trial-dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/rng$/);
    await page.getByTestId('trial-dialog').getByRole('button').first().click();
    await expect(page.getByTestId('trial-dialog')).toHaveCount(0);

    const free = page.locator('[data-testid="game-tile"]:has(.tile-trial)').first();
    await expect(free).toBeVisible();
    await free.click();
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
    await expect(page.getByTestId('demo-badge')).toBeVisible();
  });

  test('a member adds a favourite and finds it under FAV after a reload', async ({ page }) => {
    await logInThroughPopup(page);
    await page.goto('/rng?vassalage=JDB');
    const tile = page.getByTestId('game-grid').locator('[data-testid^="game-"]').first();
    const testId = await tile.getAttribute('data-testid');
    const nodeId = testId!.replace('game-', '');
    const toggle = tile.getByTestId(`fav-toggle-${nodeId}`);
    // The heart is enabled once the member's favourites are known.
    await expect(toggle).toBeEnabled();
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await page.waitForTimeout(1100);
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await page.reload();
    await closeAnnouncementOnceShown(page);
    await expect(page.getByTestId('section-FAV').getByTestId(`game-${nodeId}`)).toBeVisible();
    await expect(page.getByTestId('category-FAV')).toBeVisible();
  });

  test('a member starting a game goes to the seamless page', async ({ page }) => {
    await logInThroughPopup(page);
    await page.goto('/rng?vassalage=PG');
    await page.getByTestId('game-tile').first().click();
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
    await expect(page.getByTestId('seamless-page')).toBeVisible();
  });

  test('search finds a game by a partial name without accents', async ({ page }) => {
    await page.goto('/');
    await closeAnnouncementOnceShown(page);
    await page.getByTestId('home-search-input').fill('ho vang');
    await page.getByTestId('home-search-submit').click();
    const results = page.getByTestId('home-search-results');
    await expect(results.getByText('Hổ Vàng', { exact: true })).toBeVisible();
  });

  test("a typed lobby's HOT tab asks the server for the page it shows (ADR 071)", async ({ page }) => {
    const all = await page.request.get('/lgw/games/hot?gameType=RNG&language=vi');
    const list = ((await all.json()) as Envelope<{ list: { nodeId: number }[] }>).value.list;
    expect(list.length).toBeGreaterThan(80);
    await page.goto('/rng');
    await page.getByTestId('classify-HOT').click();
    const grid = page.getByTestId('game-grid');
    await expect(grid.getByTestId(`game-${list[0]!.nodeId}`)).toBeVisible();
    await expect(grid.getByTestId('game-tile')).toHaveCount(40);
    const asked = page.waitForRequest((req) => {
      const url = new URL(req.url());
      return url.pathname === '/lgw/games/hot' && url.searchParams.get('pageNo') === '2';
    });
    await page.getByTestId('lobby-pager-2').click();
    expect(new URL((await asked).url()).searchParams.get('pageSize')).toBe('40');
    await expect(grid.getByTestId(`game-${list[40]!.nodeId}`)).toBeVisible();
    await expect(grid.getByTestId('game-tile')).toHaveCount(40);
    await expect(grid.getByTestId(`game-${list[0]!.nodeId}`)).toHaveCount(0);
  });

  test('a typed lobby filters by vendor and classify, and pages', async ({ page }) => {
    await page.goto('/rng');
    const grid = page.getByTestId('game-grid');
    await expect(grid.getByTestId('game-tile')).toHaveCount(40);
    await page.getByTestId('lobby-pager-2').click();
    await expect(page.getByTestId('lobby-pager-2')).toHaveAttribute('aria-current', 'page');
    // Picking a vendor resets to page 1 and the ALL tab.
    await page.getByTestId('vendor-menu-PG').click();
    await expect(page).toHaveURL(/vassalage=PG/);
    await expect(page.getByTestId('lobby-pager-1')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('classify-ALL')).toHaveAttribute('aria-selected', 'true');
    await expect(grid.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('classify-HOT').click();
    await expect(page.getByTestId('classify-HOT')).toHaveAttribute('aria-selected', 'true');
    await expect(grid.locator('.tile-hot').first()).toBeVisible();
    // 'new' is a slots-only tab.
    await expect(page.getByTestId('classify-NEW')).toHaveCount(1);
    await page.goto('/live');
    await expect(page.getByTestId('game-grid')).toBeVisible();
    await expect(page.getByTestId('classify-NEW')).toHaveCount(0);
  });
});
