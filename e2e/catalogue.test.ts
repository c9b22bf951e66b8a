import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugOf } from '../src/shared/params.ts';
import type { CollectionRail } from '../src/shared/schemas/book.ts';
import type { BookDetail, BooksList } from '../src/shared/schemas/catalog.ts';
import { gotoReady, launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(shop.url + path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function openPage(path = '/', opts: { mobile?: boolean } = {}) {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await gotoReady(page, shop.url + path);
  return { context, page, errors };
}

const cards = (page: Page) => page.locator('main article');

/** The selling prices of the listed cards, in order. */
function prices(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((a) => {
      const match = /Price ₹([\d,]+(?:\.\d+)?)/.exec(a.textContent ?? '');
      return match ? Number(match[1]!.replace(/,/g, '')) : NaN;
    }),
  );
}

const firstTitle = (page: Page) => cards(page).first().locator('h3').innerText();

function searchBox(page: Page) {
  return page.getByPlaceholder('Search books, authors, ISBN...').first();
}

describe('catalogue', () => {
  it('finds a misspelt title from the header search and opens the book', async () => {
    const { context, page, errors } = await openPage('/');
    await searchBox(page).fill('god of smal thngs');
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/collections\?search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('god of smal thngs');
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    await page.getByText('Results for “god of smal thngs”').waitFor();
    // The words as typed match nothing: the corrected search is listed at once, and the words
    // as typed are offered back.
    const correction = page.getByTestId('search-correction');
    await correction.getByText('god of small things').waitFor();
    expect(await correction.innerText()).toMatch(
      /^Showing results for god of small things\. Search instead for god of smal thngs$/,
    );
    expect(await firstTitle(page)).toBe('The God of Small Things');
    await cards(page).getByRole('link', { name: 'The God of Small Things' }).click();
    await page.waitForURL(/\/books\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'The God of Small Things' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^The God of Small Things by Arundhati Roy/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a search typed before the page came alive, with its suggestions', async () => {
    const context = await newContext(browser, { mobile: true });
    // The page's scripts are held, as on a slow phone network, until the shopper has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(shop.url + '/', { waitUntil: 'commit' });
    await searchBox(page).fill('god of smal');
    release();
    await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 15_000 });
    // The session and the suggestions have rendered the header again since.
    await page.getByRole('listbox').getByText('The God of Small Things').waitFor();
    expect(await searchBox(page).inputValue()).toBe('god of smal');
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/collections\?search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('god of smal');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches instead for the words as typed when asked', async () => {
    const { context, page, errors } = await openPage('/collections?search=malgudy%20dayz');
    const correction = page.getByTestId('search-correction');
    await correction.getByText('malgudi days').waitFor();
    await correction.getByRole('link', { name: 'malgudy dayz' }).click();
    await page.waitForURL(/exact=1/);
    await page.getByText('No books match “malgudy dayz”').waitFor();
    expect(await correction.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['a misspelt title', 'the guied', 'The Guide'],
    ['an author’s surname', 'narayan', /^(The Guide|Malgudi Days|Swami and Friends)$/],
    ['a Devanagari title typed in Latin letters', 'madhushala', 'मधुशाला'],
    ['a Devanagari title typed another way', 'raag darbaari', 'राग दरबारी'],
    ['a Latin title typed in Devanagari', 'गोदान', 'Godaan'],
  ])('puts the right book first for %s', async (_, search, title) => {
    const { context, page, errors } = await openPage('/');
    await searchBox(page).fill(search);
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/collections\?search=/);
    await cards(page).first().waitFor();
    expect(await firstTitle(page)).toMatch(title);
    if (search === 'narayan') {
      const authors = await cards(page).evaluateAll((a) => a.map((e) => e.textContent ?? ''));
      for (const text of authors.slice(0, 3)) expect(text).toContain('R. K. Narayan');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a Devanagari title on its card and page in the shipped Devanagari font', async () => {
    const { context, page, errors } = await openPage('/collections?search=madhushala');
    await cards(page).first().waitFor();
    await cards(page).getByRole('link', { name: 'मधुशाला' }).first().click();
    await page.waitForURL(/\/books\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'मधुशाला' }).waitFor();
    await page.getByText('हरिवंशराय बच्चन').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (f) => f.family.replace(/"/g, '') === 'Pustak Devanagari' && f.status === 'loaded',
          );
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('suggests a Devanagari title, its author and a category as the shopper types in Latin letters', async () => {
    const { context, page, errors } = await openPage('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('madhush', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.getByRole('option', { name: /मधुशाला/ }).waitFor();
    await box.fill('');
    await box.pressSequentially('bachch', { delay: 30 });
    await listbox
      .getByRole('option', { name: /हरिवंशराय बच्चन/ })
      .first()
      .waitFor();
    await box.fill('');
    await box.pressSequentially('poetri', { delay: 30 });
    await listbox.getByRole('option', { name: /Poetry/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by category and sorts by price, keeping both in the address', async () => {
    const { context, page, errors } = await openPage('/collections');
    // A click rather than check(): the radio shows the address, which changes a moment later.
    await page.getByRole('radio', { name: /^Fiction\b/ }).click();
    await page.waitForURL(/category=Fiction/);
    await page.getByRole('heading', { level: 1, name: 'Fiction' }).waitFor();
    const fiction = await api<BooksList>('/api/books?category=Fiction&pageSize=1&facets=0');
    await page.getByText(`${fiction.total} books`).first().waitFor();

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(/sort=price-asc/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/collections');
    expect(url.searchParams.get('category')).toBe('Fiction');
    const expected = await api<BooksList>(
      '/api/books?category=Fiction&sort=price-asc&pageSize=24&facets=0',
    );
    await expect.poll(() => prices(page)).toEqual(expected.items.map((b) => b.sellingPrice));
    const shown = await prices(page);
    expect(shown.length).toBe(Math.min(24, fiction.total));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    const expectedDesc = await api<BooksList>(
      '/api/books?category=Fiction&sort=price-desc&pageSize=24&facets=0',
    );
    await expect.poll(() => prices(page)).toEqual(expectedDesc.items.map((b) => b.sellingPrice));
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Reloading the address shows the same listing: it is shareable.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Fiction' }).waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-desc');
    expect(await page.getByRole('radio', { name: /^Fiction\b/ }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes page from the pager, scrolls to the top, and the back button restores page 1', async () => {
    const { context, page, errors } = await openPage('/books');
    await page.getByRole('heading', { level: 1, name: 'All books' }).waitFor();
    await cards(page).first().waitFor();
    const pageOneFirst = await firstTitle(page);
    const pager = page.getByRole('navigation', { name: 'Pages of results' });
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await pager.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/books\?page=2$/);
    await expect.poll(() => firstTitle(page)).not.toBe(pageOneFirst);
    expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Keyboard: the pager's links are reachable and follow with Enter.
    await pager.getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/books\?page=3$/);

    await page.goBack();
    await page.waitForURL(/\/books\?page=2$/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/books' && url.search === '');
    await expect.poll(() => firstTitle(page)).toBe(pageOneFirst);
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a book from the suggestion list with the keyboard', async () => {
    const { context, page, errors } = await openPage('/');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.waitForLoadState('networkidle');
    // The suggestion list's code is not part of the first load; it comes on first use.
    expect(scripts.filter((url) => url.includes('search-suggestions'))).toEqual([]);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('malgudi', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor();
    expect(await box.getAttribute('role')).toBe('combobox');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const option = listbox.getByRole('option', { name: /Malgudi Days/ });
    await option.waitFor();
    await listbox.getByRole('option', { name: /Search for “malgudi”/ }).waitFor();
    // The list has settled on the suggestions for the whole word (those of a shorter prefix
    // may show first): the count is announced only then.
    await page
      .getByText(/^\d+ suggestions?\. Use the arrow keys to choose\.$/)
      .waitFor({ state: 'attached' });

    // Down to the first option, up wraps to the last ("Search for"), down again wraps back.
    await box.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowUp');
    const last = listbox.getByRole('option').last();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await last.getAttribute('id'));
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));

    // Escape closes the list and keeps the text; typing opens it again.
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('malgudi');
    await box.press('ArrowDown');
    await listbox.waitFor();

    while (
      (await box.getAttribute('aria-activedescendant')) !== (await option.getAttribute('id'))
    ) {
      await box.press('ArrowDown');
    }
    await box.press('Enter');
    await page.waitForURL(/\/books\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Malgudi Days' }).waitFor();
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the price, the struck-through MRP, the stock and the ISBN on the book page', async () => {
    const found = await api<BooksList>('/api/books?search=The%20Guide&pageSize=1&facets=0');
    const book = await api<BookDetail>(`/api/books/${found.items[0]!.id}`);
    expect(book.title).toBe('The Guide');
    expect(book.mrp).toBeGreaterThan(book.sellingPrice);
    const { context, page, errors } = await openPage(`/books/${book.id}`);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    const main = page.locator('main');
    const inr = (n: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);
    expect(await main.innerText()).toContain(inr(book.sellingPrice));
    expect(await main.locator('del').first().innerText()).toBe(inr(book.mrp));
    await main.getByText(`${book.discountPercentage}% off`).first().waitFor();
    await main.getByText('In stock', { exact: true }).first().waitFor();
    await main.getByText(book.isbn13!, { exact: true }).waitFor();
    expect(await main.getByRole('link', { name: book.author }).first().getAttribute('href')).toBe(
      `/authors/${slugOf(book.author)}`,
    );
    const cover = main.getByRole('button', { name: /Enlarge the cover/ }).locator('img');
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    expect(await cover.getAttribute('width')).toBe('320');

    // Signed out, buying asks for a sign-in.
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "Only N left" and "Out of stock" from the stock count', async () => {
    const all = await api<BooksList>('/api/books?pageSize=60&facets=0');
    const more = await api<BooksList>('/api/books?pageSize=60&page=2&facets=0');
    const books = [...all.items, ...more.items];
    const low = books.find((b) => b.stockQuantity > 0 && b.stockQuantity <= b.lowStockThreshold);
    const out = books.find((b) => b.stockQuantity === 0);
    expect(low && out).toBeTruthy();
    const { context, page } = await openPage(`/books/${low!.id}`);
    await page.getByRole('heading', { level: 1, name: low!.title }).waitFor();
    await page.locator('main').getByText(`Only ${low!.stockQuantity} left`).first().waitFor();
    await page.goto(`${shop.url}/books/${out!.id}`);
    await page.getByRole('heading', { level: 1, name: out!.title }).waitFor();
    const button = page.locator('main').getByRole('button', { name: 'Out of stock' });
    expect(await button.isDisabled()).toBe(true);
    await context.close();
  });

  it('copies the book link to share where there is no share sheet', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await gotoReady(page, `${shop.url}/books/1`);
    await page.locator('main h1').waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shop.url}/books/1`);
    await context.close();
  });

  it('shows a not-found state for an unknown book, with a way back', async () => {
    const { context, page, errors } = await openPage('/books/999999');
    await page.getByRole('heading', { level: 1, name: 'Book not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse all books' }).click();
    await page.waitForURL(/\/books$/);
    await page.goto(`${shop.url}/books/not-a-number`);
    await page.getByRole('heading', { level: 1, name: 'Book not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens an author's page from a book, on a phone, drawn by the server", async () => {
    const found = await api<BooksList>('/api/books?search=The%20Guide&pageSize=1&facets=0');
    const author = found.items[0]!.author;
    const rail = await api<CollectionRail>(`/api/authors/${slugOf(author)}`);
    expect(rail.name).toBe(author);
    const { context, page, errors } = await openPage(`/books/${found.items[0]!.id}`, {
      mobile: true,
    });
    await page.locator('main').getByRole('link', { name: author }).first().click();
    await page.waitForURL(new RegExp(`/authors/${slugOf(author)}$`));
    await page.getByRole('heading', { level: 1, name: author }).waitFor();
    expect(await cards(page).count()).toBe(rail.books.length);
    expect(await page.title()).toBe(`Books by ${author} — Pustak`);
    // No sideways scrolling on a 390 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The server's HTML already holds the books (and a Person for search engines).
    const html = await (await fetch(`${shop.url}/authors/${slugOf(author)}`)).text();
    expect(html).toContain(`"@type":"Person","name":${JSON.stringify(author)}`);
    expect(html).toContain(rail.books[0]!.title);
    // An author with no books is a page the shop does not have.
    const missing = await fetch(`${shop.url}/authors/no-such-writer`);
    expect(missing.status).toBe(404);
    await page.goto(`${shop.url}/authors/no-such-writer`);
    await page.getByRole('heading', { level: 1, name: 'Author not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters from the drawer on a phone and applies once', async () => {
    const { context, page, errors } = await openPage('/collections', { mobile: true });
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: /Show all \d+ categories/ }).click();
    await drawer.getByRole('radio', { name: /^Poetry\b/ }).check();
    await drawer.getByRole('checkbox', { name: /In stock only/ }).check();
    expect(new URL(page.url()).search).toBe(''); // nothing applied yet
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/category=Poetry&inStock=1/);
    await page.getByRole('heading', { level: 1, name: 'Poetry' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Remove filter: In stock' }).click();
    await page.waitForURL((url) => url.search === '?category=Poetry');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows suggestions for an empty result', async () => {
    const { context, page } = await openPage('/collections?search=qqqxxzz&inStock=1');
    await page.getByText('No books match “qqqxxzz”').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => url.search === '?search=qqqxxzz');
    await page
      .getByRole('navigation', { name: 'Browse categories' })
      .getByRole('link', { name: 'Poetry' })
      .click();
    await page.waitForURL(/\/collections\?category=Poetry$/);
    await context.close();
  });
});
